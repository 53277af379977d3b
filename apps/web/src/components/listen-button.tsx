import { useEffect, useState } from 'react';
import { intlLocale, useTranslation } from '@/lib/i18n';
import { voiceFor } from '@/lib/speech';
import { Button } from './ui';
import { SpeakerIcon } from './icons';

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
