import { useEffect, useRef, useState, type ReactNode } from 'react';
import { intlLocale, loadEnglishTexts, useTranslation } from '@/lib/i18n';
import {
  recognitionConstructor,
  transcriptOf,
  voiceFailureOf,
  type Recognition,
  type VoiceFailure,
} from '@/lib/speech';
import { cn } from './ui';
import { MicrophoneIcon } from './icons';

/**
 * A microphone for a text field: tap, speak, and the words land in the field for the person to check
 * before anything is sent. Listens in the UI's language (hi-IN, mr-IN, …); says that it is listening, and says plainly
 * when the permission was refused, there is no network (Chrome recognises speech on its servers) or nothing was heard.
 * `button` (for inside or beside the field) is null where the browser has no speech recognition; `message` goes under
 * the field.
 */
export function useVoiceInput({
  fieldLabel,
  onText,
  className,
}: {
  /** What the field is, for the button's name: "Speak the product name". */
  fieldLabel: string;
  /** The words heard, once the person stops speaking. */
  onText: (text: string) => void;
  className?: string;
}): { button: ReactNode; message: ReactNode } {
  const { t, i18n } = useTranslation();
  const [listening, setListening] = useState(false);
  const [failure, setFailure] = useState<VoiceFailure | null>(null);
  const recognition = useRef<Recognition | null>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;

  // Leaving the page stops the microphone.
  useEffect(() => () => recognition.current?.abort(), []);

  const Recogniser = recognitionConstructor();
  if (!Recogniser) return { button: null, message: null };

  // The failures' English comes with the rest of English, not with the first route: a failure waits for it.
  const fail = (reason: VoiceFailure | null) => {
    void (i18n.language === 'en' ? loadEnglishTexts() : Promise.resolve()).then(() => setFailure(reason));
  };

  const start = () => {
    const next = new Recogniser();
    next.lang = intlLocale(i18n.language);
    next.interimResults = false;
    next.maxAlternatives = 1;
    next.continuous = false;
    next.onresult = (event) => {
      const text = transcriptOf(event);
      if (text) onTextRef.current(text);
    };
    next.onerror = (event) => fail(voiceFailureOf(event.error));
    next.onend = () => {
      setListening(false);
      recognition.current = null;
    };
    recognition.current = next;
    setFailure(null);
    setListening(true);
    try {
      next.start();
    } catch {
      // Started twice, or the browser refused outright: same as a failure it reports.
      setListening(false);
      fail('failed');
    }
  };

  const button = (
    <button
      type="button"
      aria-label={t('voice.speak', { field: fieldLabel })}
      aria-pressed={listening}
      onClick={() => (listening ? recognition.current?.stop() : start())}
      className={cn(
        'inline-flex size-12 shrink-0 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50',
        listening && 'animate-pulse bg-red-100 text-red-800',
        className,
      )}
    >
      <MicrophoneIcon />
    </button>
  );
  const message = (
    <>
      <span role="status" className={listening ? 'block text-sm font-medium text-red-800' : 'sr-only'}>
        {listening ? t('voice.listening') : ''}
      </span>
      {failure ? (
        <span role="alert" className="block text-sm font-medium text-red-700">
          {t(`voice.failure.${failure}`)}
        </span>
      ) : null}
    </>
  );
  return { button, message };
}

/**
 * Puts spoken words into a text box as if they were typed (the native value setter, then an `input` event), so an
 * uncontrolled box, React's onChange and react-hook-form all see them; `append` adds them after what is there.
 * The box gets the focus, for the person to check and correct the words.
 */
export function putWords(
  element: HTMLInputElement | HTMLTextAreaElement | null,
  words: string,
  mode: 'replace' | 'append' = 'replace',
): void {
  if (!element) return;
  const next = mode === 'append' ? appendWords(element.value, words) : words;
  const prototype =
    element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, next);
  element.dispatchEvent(new Event('input', { bubbles: true }));
  element.focus();
}

/** What a field says after spoken words are added to it: after what is there, one space between. */
export function appendWords(current: string, words: string): string {
  const before = current.trim();
  return before === '' ? words : `${before} ${words}`;
}
