import type { voiceEn } from '../en/voice';

/** Punjabi: voice input and read-aloud. */
export const voicePa: Record<keyof typeof voiceEn, string> = {
  'voice.speak': '{{field}} ਬੋਲ ਕੇ ਲਿਖੋ',
  'voice.listening': 'ਸੁਣ ਰਹੇ ਹਾਂ… ਹੁਣ ਬੋਲੋ',
  'voice.failure.denied': 'ਮਾਈਕ੍ਰੋਫ਼ੋਨ ਦੀ ਇਜਾਜ਼ਤ ਨਹੀਂ ਹੈ। ਟਾਈਪ ਕਰਨ ਦੀ ਥਾਂ ਬੋਲਣ ਲਈ ਬ੍ਰਾਊਜ਼ਰ ਦੀਆਂ ਸੈਟਿੰਗਾਂ ਵਿੱਚ ਇਜਾਜ਼ਤ ਦਿਓ।',
  'voice.failure.network': 'ਬੋਲ ਕੇ ਲਿਖਣ ਲਈ ਇੰਟਰਨੈੱਟ ਚਾਹੀਦਾ ਹੈ। ਟਾਈਪ ਕਰੋ, ਜਾਂ ਇੰਟਰਨੈੱਟ ਆਉਣ ’ਤੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
  'voice.failure.noSpeech': 'ਸਾਨੂੰ ਕੁਝ ਸੁਣਾਈ ਨਹੀਂ ਦਿੱਤਾ। ਮਾਈਕ੍ਰੋਫ਼ੋਨ ਦਬਾ ਕੇ ਦੁਬਾਰਾ ਬੋਲੋ।',
  'voice.failure.noMicrophone': 'ਇਸ ਫ਼ੋਨ ਵਿੱਚ ਮਾਈਕ੍ਰੋਫ਼ੋਨ ਨਹੀਂ ਮਿਲਿਆ।',
  'voice.failure.failed': 'ਇਸ ਵਾਰ ਬ੍ਰਾਊਜ਼ਰ ਸੁਣ ਨਹੀਂ ਸਕਿਆ। ਟਾਈਪ ਕਰੋ, ਜਾਂ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
  'voice.listen': 'ਸੁਣੋ',
  'voice.stopListening': 'ਰੋਕੋ',
  'voice.listingText': '{{name}}। {{price}} ਰੁਪਏ ਪ੍ਰਤੀ {{unit}}। {{quantity}} {{unit}} ਉਪਲਬਧ, {{place}} ਵਿੱਚ।',
};
