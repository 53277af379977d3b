/**
 * The browser's speech services, typed for what the app uses of them. Chrome on Android offers speech
 * recognition as `webkitSpeechRecognition` and does it on Google's servers, so it needs the network; read-aloud
 * (`speechSynthesis`) runs on the phone with whatever voices it has installed.
 */

/** The part of a SpeechRecognitionEvent the app reads: the best transcript of each result so far. */
export interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal?: boolean }>;
}

/** The part of a SpeechRecognition the app drives. */
export interface Recognition {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  continuous: boolean;
  start(): void;
  stop(): void;
  abort(): void;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
}

type RecognitionConstructor = new () => Recognition;

/** The browser's recogniser, or undefined where there is none (Firefox, most desktop browsers in India's shops). */
export function recognitionConstructor(): RecognitionConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const speechWindow = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return speechWindow.SpeechRecognition ?? speechWindow.webkitSpeechRecognition;
}

/** Why listening stopped without words, as the app explains it. */
export type VoiceFailure = 'denied' | 'network' | 'noSpeech' | 'noMicrophone' | 'failed';

/** The recogniser's error names (Web Speech API) in the app's few kinds. */
export function voiceFailureOf(error: string): VoiceFailure | null {
  switch (error) {
    case 'aborted':
      return null;
    case 'not-allowed':
    case 'service-not-allowed':
      return 'denied';
    case 'network':
      return 'network';
    case 'no-speech':
      return 'noSpeech';
    case 'audio-capture':
      return 'noMicrophone';
    default:
      return 'failed';
  }
}

/** The transcript of every result so far, joined: what the person said. */
export function transcriptOf(event: RecognitionResultEvent): string {
  const parts: string[] = [];
  for (let index = 0; index < event.results.length; index += 1) {
    const best = event.results[index]?.[0];
    if (best) parts.push(best.transcript.trim());
  }
  return parts.filter(Boolean).join(' ');
}

/** The phone's voice for a BCP 47 tag ('hi-IN'), matching the language when no voice has the exact region. */
export function voiceFor(
  voices: readonly SpeechSynthesisVoice[],
  tag: string,
): SpeechSynthesisVoice | undefined {
  const wanted = tag.toLowerCase();
  const primary = wanted.split('-')[0];
  return (
    voices.find((voice) => voice.lang.toLowerCase().replace('_', '-') === wanted) ??
    voices.find((voice) => voice.lang.toLowerCase().split(/[-_]/)[0] === primary)
  );
}
