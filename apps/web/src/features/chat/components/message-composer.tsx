import { useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import {
  CHAT_FILE_LIMITS,
  LIMITS,
  VALIDATION_KEY,
  sendMessageFormSchema,
  sendMessageSchema,
} from '@kisansetu/contract';
import { FieldError, cn } from '@/components/ui';
import { translateText } from '../hooks/use-chat-data';
import { useHoldToRecord } from '../hooks/use-hold-to-record';
import { usePendingPhoto } from '../hooks/use-pending-photo';
import { canRecord } from '../hooks/use-voice-recorder';
import type { OutgoingFile } from '../model/messages';
import { SendIcon } from '@/components/icons';
import { MessageTextBox, hasOnlyTouch } from './message-text-box';
import { PhotoPicker, PhotoPreview } from './photo-attachment';
import { RecordButton, RecordingStrip } from './voice-note-recording';
import { putWords, useVoiceInput } from '@/components/voice-input';

/**
 * The message box: Enter sends, Shift+Enter starts a new line (and Enter that finishes a Hindi IME word does not
 * send). The text is checked with the contract's sendMessageSchema: trimmed, 1 to 2000 characters.
 *
 * With `onSendFile`, a photo (from the camera or the gallery, made smaller on the phone first) goes with the text as
 * its caption, and holding the microphone records a voice note that goes when the finger lifts: sliding left or the
 * bin throws it away, and it stops by itself at the length limit. From a keyboard (or a screen reader) the
 * microphone starts on a press and sends on the next. The microphone takes the Send button's place while the box is
 * empty, as in the messaging apps people know, so the row still fits a small phone.
 *
 * There is one microphone at a time: speaking words into the box (dictation) is offered once there is something in
 * it (typing, a photo's caption) and Send has taken the voice note's place, or where voice notes cannot be recorded.
 */
export function MessageComposer({
  recipientName,
  onSend,
  onSendFile,
}: {
  recipientName: string;
  onSend: (text: string) => void;
  /** Sends a photo (the text is its caption, and may be empty) or a voice note; absent, neither is offered. */
  onSendFile?: ((file: OutgoingFile, text: string) => void) | undefined;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  // A tip about Enter and Shift+Enter helps only with a keyboard: a touch screen's reader would read a key it lacks.
  const [keyboardTip] = useState(() => !hasOnlyTouch());
  const [error, setError] = useState<string | undefined>();
  const [recordable] = useState(() => onSendFile !== undefined && canRecord());
  const box = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const label = t('chat.messageLabel', { name: recipientName });
  // Spoken words join what is typed; the person reads them over and sends.
  const voice = useVoiceInput({
    fieldLabel: label,
    onText: (words) => putWords(box.current, words, 'append'),
  });
  const pending = usePendingPhoto(setError);
  const { photo, preparing } = pending;
  const record = useHoldToRecord({
    onRecorded: (note) => {
      if (!onSendFile) return;
      if (note.blob.size > CHAT_FILE_LIMITS.voiceNoteBytesMax) {
        setError(t('server.voiceNoteTooLarge'));
        return;
      }
      setError(undefined);
      onSendFile(
        {
          kind: 'audio',
          file: note.blob,
          name: note.name,
          mime: note.mime,
          durationSeconds: note.durationSeconds,
        },
        '',
      );
    },
    onStart: () => setError(undefined),
  });
  const { recording, mode, notice } = record;

  function submit(): void {
    if (photo && onSendFile) {
      const parsed = sendMessageFormSchema.safeParse({ message: text });
      if (!parsed.success) {
        setError(translateText(t, parsed.error.issues[0]?.message ?? VALIDATION_KEY.messageMax));
        return;
      }
      onSendFile(
        {
          kind: 'image',
          file: photo.file,
          name: photo.file.name || 'photo.jpg',
          width: photo.width,
          height: photo.height,
        },
        parsed.data.message,
      );
      pending.clear();
    } else {
      const parsed = sendMessageSchema.safeParse({ message: text });
      if (!parsed.success) {
        setError(translateText(t, parsed.error.issues[0]?.message ?? VALIDATION_KEY.messageRequired));
        return;
      }
      onSend(parsed.data.message);
    }
    setText('');
    setError(undefined);
    box.current?.focus();
  }

  const showRecord = recordable && (recording || (text.trim() === '' && !photo && !preparing));
  const noticeText =
    notice === 'tooShort'
      ? t('chatMedia.holdToRecord')
      : notice === 'blocked'
        ? t('chatMedia.micBlocked')
        : notice === 'failed'
          ? t('chatMedia.recordFailed')
          : undefined;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="shrink-0 border-t border-stone-200 bg-white px-2 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]"
    >
      {photo || preparing ? (
        <PhotoPreview
          photo={photo}
          onMeasured={pending.measured}
          onRemove={() => {
            pending.clear();
            box.current?.focus();
          }}
        />
      ) : null}
      <div className="flex items-end gap-1.5">
        {recording ? (
          <RecordingStrip
            elapsedMs={record.elapsedMs}
            mode={mode}
            slide={record.slide}
            onCancel={record.cancel}
          />
        ) : null}
        <div className={recording ? 'hidden' : 'contents'}>
          {onSendFile ? (
            <PhotoPicker
              onPick={(file) => {
                record.clearNotice();
                void pending.pick(file);
              }}
            />
          ) : null}
          <MessageTextBox
            id={id}
            boxRef={box}
            label={label}
            value={text}
            onChange={(value) => {
              setText(value);
              if (value.trim().length > LIMITS.messageMax) setError(t(VALIDATION_KEY.messageMax));
              else if (error) setError(undefined);
            }}
            onEnter={submit}
            invalid={Boolean(error)}
            describedBy={error ? `${id}-error` : keyboardTip ? `${id}-hint` : undefined}
            shown={!recording}
          />
          {showRecord ? null : voice.button}
        </div>
        {showRecord ? (
          <RecordButton
            key="record"
            recording={recording}
            mode={mode}
            handlers={record.handlers}
            hintId={`${id}-record-hint`}
          />
        ) : (
          <button
            key="send"
            type="submit"
            aria-label={t('chat.send')}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
          >
            <SendIcon />
          </button>
        )}
      </div>
      {keyboardTip ? (
        <p id={`${id}-hint`} className="sr-only">
          {t('chat.composerHint')}
        </p>
      ) : null}
      {recordable ? (
        <p id={`${id}-record-hint`} className="sr-only">
          {t('chatMedia.recordHint')}
        </p>
      ) : null}
      {voice.message}
      {noticeText ? (
        <p
          role={notice === 'tooShort' ? 'status' : 'alert'}
          className={cn('text-sm font-medium', notice === 'tooShort' ? 'text-stone-700' : 'text-red-700')}
        >
          {noticeText}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </form>
  );
}
