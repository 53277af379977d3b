import { useEffect, useState } from 'react';
import { intlLocale, useTranslation } from '@/lib/i18n';
import { voiceFor } from '@/lib/speech';
import { Button } from './ui';

function SpeakerIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 9v6h4l5 4V5L8 9H4z" strokeLinejoin="round" />
      <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" strokeLinecap="round" />
    </svg>
  );
}

/** The phone's installed voices, which Chrome lists only after 'voiceschanged'. */
function useVoices(): readonly SpeechSynthesisVoice[] {
  const synth = typeof window === 'undefined' ? undefined : window.speechSynthesis;
  const [voices, setVoices] = useState<readonly SpeechSynthesisVoice[]>(() => synth?.getVoices() ?? []);
  useEffect(() => {
    if (!synth) return undefined;
    const update = () => setVoices(synth.getVoices());
    synth.addEventListener('voiceschanged', update);
    update();
    return () => synth.removeEventListener('voiceschanged', update);
  }, [synth]);
  return voices;
}

/**
 * "Listen": reads `text` aloud in the UI's language with the phone's own voice for it, for a farmer who
 * reads slowly. Shown only where the phone has a voice in that language; a second tap stops it.
 */
export function ListenButton({ text }: { text: string }) {
  const { t, i18n } = useTranslation();
  const voices = useVoices();
  const [speaking, setSpeaking] = useState(false);
  const lang = intlLocale(i18n.language);
  const voice = voiceFor(voices, lang);
  // Stop reading when the page goes.
  useEffect(() => () => window.speechSynthesis?.cancel(), []);
  if (!voice || typeof SpeechSynthesisUtterance === 'undefined') return null;
  const synth = window.speechSynthesis;

  const toggle = () => {
    synth.cancel();
    if (speaking) {
      setSpeaking(false);
      return;
    }
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = lang;
    utterance.voice = voice;
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    setSpeaking(true);
    synth.speak(utterance);
  };

  return (
    <Button variant="outline" size="sm" aria-pressed={speaking} onClick={toggle}>
      <SpeakerIcon />
      {speaking ? t('voice.stopListening') : t('voice.listen')}
    </Button>
  );
}
