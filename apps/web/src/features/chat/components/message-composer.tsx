import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { LIMITS, VALIDATION_KEY, sendMessageSchema } from '@kisansetu/contract';
import { FieldError, cn } from '@/components/ui';
import { translateText } from '../hooks/use-chat-data';
import { SendIcon } from './icons';
import { putWords, useVoiceInput } from '@/components/voice-input';

/** Lines the box grows to before it scrolls. */
const MAX_HEIGHT_PX = 128;

/**
 * The message box: Enter sends, Shift+Enter starts a new line (and Enter that finishes a Hindi IME word does not
 * send). The text is checked with the contract's sendMessageSchema: trimmed, 1 to 2000 characters.
 */
/** Whether the device's only pointer is a finger (a phone): no physical keyboard to press Shift+Enter on. */
function hasOnlyTouch(): boolean {
  return (
    typeof matchMedia === 'function' &&
    matchMedia('(pointer: coarse)').matches &&
    !matchMedia('(any-pointer: fine)').matches
  );
}

export function MessageComposer({
  recipientName,
  onSend,
}: {
  recipientName: string;
  onSend: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  // A tip about Enter and Shift+Enter helps only with a keyboard: a touch screen's reader would read a key it lacks.
  const [keyboardTip] = useState(() => !hasOnlyTouch());
  const [error, setError] = useState<string | undefined>();
  const box = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  // Spoken words join what is typed; the person reads them over and sends.
  const voice = useVoiceInput({
    fieldLabel: t('chat.messageLabel', { name: recipientName }),
    onText: (words) => putWords(box.current, words, 'append'),
  });

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [text]);

  function submit(): void {
    const parsed = sendMessageSchema.safeParse({ message: text });
    if (!parsed.success) {
      setError(translateText(t, parsed.error.issues[0]?.message ?? VALIDATION_KEY.messageRequired));
      return;
    }
    onSend(parsed.data.message);
    setText('');
    setError(undefined);
    box.current?.focus();
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="shrink-0 border-t border-stone-200 bg-white px-2 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]"
    >
      <div className="flex items-end gap-2">
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
            'block max-h-32 min-h-11 w-full resize-none rounded-2xl border border-stone-400 bg-white px-3 py-2.5 text-base text-stone-900 placeholder:text-stone-500',
            error && 'border-red-700',
          )}
        />
        {voice.button}
        <button
          type="submit"
          aria-label={t('chat.send')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
        >
          <SendIcon />
        </button>
      </div>
      {keyboardTip ? (
        <p id={`${id}-hint`} className="sr-only">
          {t('chat.composerHint')}
        </p>
      ) : null}
      {voice.message}
      <FieldError id={`${id}-error`} message={error} />
    </form>
  );
}
