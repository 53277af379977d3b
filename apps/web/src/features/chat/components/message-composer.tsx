import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { MouseEvent as ReactMouseEvent, PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import {
  CHAT_FILE_LIMITS,
  LIMITS,
  VALIDATION_KEY,
  sendMessageFormSchema,
  sendMessageSchema,
} from '@kisansetu/contract';
import { FieldError, cn } from '@/components/ui';
import { ACCEPT_ATTRIBUTE, ACCEPTED_IMAGE_TYPES, isImageFile, shrinkImage } from '@/lib/image';
import { clock } from '../../chat-media';
import { translateText } from '../hooks/use-chat-data';
import { canRecord, useVoiceRecorder } from '../hooks/use-voice-recorder';
import type { RecorderFailure } from '../hooks/use-voice-recorder';
import type { OutgoingFile } from '../model/messages';
import { CameraIcon, RecordIcon, SendIcon, TrashIcon } from './icons';
import { putWords, useVoiceInput } from '@/components/voice-input';

/** Lines the box grows to before it scrolls. */
const MAX_HEIGHT_PX = 128;

/** How far a finger slides left off the record button to throw the recording away. */
const CANCEL_SLIDE_PX = 96;

/** Whether the device's only pointer is a finger (a phone): no physical keyboard to press Shift+Enter on. */
function hasOnlyTouch(): boolean {
  return (
    typeof matchMedia === 'function' &&
    matchMedia('(pointer: coarse)').matches &&
    !matchMedia('(any-pointer: fine)').matches
  );
}

interface PendingPhoto {
  file: File;
  /** The preview's object URL. */
  url: string;
  width: number;
  height: number;
}

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
  const [photo, setPhoto] = useState<PendingPhoto | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [notice, setNotice] = useState<RecorderFailure | null>(null);
  const [recordable] = useState(() => onSendFile !== undefined && canRecord());
  const [mode, setMode] = useState<'hold' | 'toggle'>('hold');
  const [slide, setSlide] = useState(0);
  const hold = useRef<{ pointerId: number; x: number } | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  // Spoken words join what is typed; the person reads them over and sends.
  const voice = useVoiceInput({
    fieldLabel: t('chat.messageLabel', { name: recipientName }),
    onText: (words) => putWords(box.current, words, 'append'),
  });
  const recorder = useVoiceRecorder({
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
    onFailure: setNotice,
  });
  const recording = recorder.phase !== 'idle';

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [text, recording]);

  // The preview's object URL goes with the preview.
  const previewUrl = photo?.url;
  useEffect(() => {
    if (!previewUrl) return undefined;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  async function pickPhoto(file: File | undefined): Promise<void> {
    if (!file) return;
    setNotice(null);
    if (!isImageFile(file)) {
      setError(t('upload.notAnImage'));
      return;
    }
    setPreparing(true);
    try {
      const shrunk = await shrinkImage(file);
      if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(shrunk.type)) {
        setError(t('server.unsupportedMediaType'));
        return;
      }
      if (shrunk.size > LIMITS.imageBytesMax) {
        setError(t('server.payloadTooLarge'));
        return;
      }
      setError(undefined);
      setPhoto({ file: shrunk, url: URL.createObjectURL(shrunk), width: 0, height: 0 });
    } finally {
      setPreparing(false);
    }
  }

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
      setPhoto(null);
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

  function startRecording(how: 'hold' | 'toggle'): void {
    setMode(how);
    setNotice(null);
    setError(undefined);
    void recorder.start();
  }

  const recordHandlers = {
    onPointerDown: (event: ReactPointerEvent<HTMLButtonElement>) => {
      if ((event.pointerType === 'mouse' && event.button !== 0) || recording) return;
      // The finger stays on this button while the row around it changes: its moves and lift still come here.
      event.currentTarget.setPointerCapture?.(event.pointerId);
      hold.current = { pointerId: event.pointerId, x: event.clientX };
      setSlide(0);
      startRecording('hold');
    },
    onPointerMove: (event: ReactPointerEvent<HTMLButtonElement>) => {
      const held = hold.current;
      if (!held || held.pointerId !== event.pointerId) return;
      const moved = Math.max(0, held.x - event.clientX);
      if (moved < CANCEL_SLIDE_PX) {
        setSlide(moved);
        return;
      }
      hold.current = null;
      setSlide(0);
      recorder.cancel();
    },
    onPointerUp: (event: ReactPointerEvent<HTMLButtonElement>) => {
      const held = hold.current;
      if (!held || held.pointerId !== event.pointerId) return;
      hold.current = null;
      setSlide(0);
      // Let go before the microphone was even on: a tap, which says how the button works.
      if (recorder.phase === 'starting') {
        recorder.cancel();
        setNotice('tooShort');
      } else {
        recorder.finish();
      }
    },
    onPointerCancel: () => {
      if (!hold.current) return;
      hold.current = null;
      setSlide(0);
      recorder.cancel();
    },
    onClick: (event: ReactMouseEvent<HTMLButtonElement>) => {
      // A finger or a mouse was handled as a hold; a click without one (detail 0) is a keyboard or a screen reader,
      // which cannot hold: a press starts, the next one sends.
      if (event.detail > 0) return;
      if (!recording) startRecording('toggle');
      else if (mode === 'toggle') recorder.finish();
    },
    // A phone's own long-press menu would open over the recording.
    onContextMenu: (event: ReactMouseEvent<HTMLButtonElement>) => event.preventDefault(),
  };

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
        <div className="mb-2 flex items-center gap-2">
          {photo ? (
            <>
              <img
                src={photo.url}
                alt={t('chatMedia.photoToSend')}
                onLoad={(event) => {
                  const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
                  setPhoto((current) =>
                    current?.url === photo.url ? { ...current, width, height } : current,
                  );
                }}
                className="size-16 shrink-0 rounded-lg bg-stone-200 object-cover"
              />
              <button
                type="button"
                onClick={() => {
                  setPhoto(null);
                  box.current?.focus();
                }}
                className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-brand-800 underline hover:bg-brand-50"
              >
                {t('chatMedia.removePhoto')}
              </button>
            </>
          ) : (
            <p role="status" className="text-sm text-stone-700">
              {t('chatMedia.preparingPhoto')}
            </p>
          )}
        </div>
      ) : null}
      <div className="flex items-end gap-1.5">
        {recording ? (
          <div
            role="group"
            aria-label={t('chatMedia.recording')}
            className="flex min-h-11 min-w-0 flex-1 items-center gap-2"
          >
            <button
              type="button"
              onClick={recorder.cancel}
              aria-label={t('chatMedia.cancelVoiceNote')}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-red-700 hover:bg-red-50"
            >
              <TrashIcon />
            </button>
            <span className="size-3 shrink-0 animate-pulse rounded-full bg-red-600" aria-hidden="true" />
            <span className="shrink-0 font-semibold text-stone-900 tabular-nums" role="timer">
              {clock(recorder.elapsedMs / 1000)}
            </span>
            {mode === 'hold' ? (
              <span
                className="min-w-0 text-sm leading-tight text-stone-600"
                style={{ transform: `translateX(${-slide}px)` }}
              >
                <span aria-hidden="true">‹ </span>
                {t('chatMedia.slideToCancel')}
              </span>
            ) : null}
          </div>
        ) : null}
        <div className={recording ? 'hidden' : 'contents'}>
          {onSendFile ? (
            <label
              className={cn(
                'inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-brand-800 hover:bg-brand-50',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
              )}
            >
              <input
                type="file"
                accept={ACCEPT_ATTRIBUTE}
                className="sr-only"
                aria-label={t('chatMedia.addPhoto')}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  void pickPhoto(file);
                }}
              />
              <CameraIcon />
            </label>
          ) : null}
          <label htmlFor={id} className="sr-only">
            {t('chat.messageLabel', { name: recipientName })}
          </label>
          <textarea
            id={id}
            ref={box}
            rows={1}
            value={text}
            onChange={(event) => {
              const value = event.target.value;
              setText(value);
              if (value.trim().length > LIMITS.messageMax) setError(t(VALIDATION_KEY.messageMax));
              else if (error) setError(undefined);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
              event.preventDefault();
              submit();
            }}
            placeholder={t('chat.messagePlaceholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : keyboardTip ? `${id}-hint` : undefined}
            enterKeyHint="send"
            className={cn(
              'block max-h-32 min-h-11 w-full min-w-0 resize-none rounded-2xl border border-stone-400 bg-white px-3 py-2.5 text-base text-stone-900 placeholder:truncate placeholder:text-stone-500',
              error && 'border-red-700',
            )}
          />
          {showRecord ? null : voice.button}
        </div>
        {showRecord ? (
          <button
            key="record"
            type="button"
            {...recordHandlers}
            aria-label={recording ? t('chatMedia.sendVoiceNote') : t('chatMedia.recordVoiceNote')}
            aria-describedby={recording ? undefined : `${id}-record-hint`}
            className={cn(
              'inline-flex size-11 shrink-0 touch-none items-center justify-center rounded-full text-white select-none',
              recording ? 'scale-110 bg-red-600 hover:bg-red-700' : 'bg-brand-700 hover:bg-brand-800',
            )}
          >
            {recording && mode === 'toggle' ? <SendIcon /> : <RecordIcon />}
          </button>
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
