import type { chatMediaEn } from '../en/chat-media';

/** ਪੰਜਾਬੀ: ਚੈਟ ਵਿੱਚ ਫ਼ੋਟੋ ਅਤੇ ਆਵਾਜ਼ ਸੁਨੇਹੇ। */
export const chatMediaPa: Record<keyof typeof chatMediaEn, string> = {
  'chatMedia.addPhoto': 'ਫ਼ੋਟੋ ਜੋੜੋ',
  'chatMedia.photoToSend': 'ਭੇਜਣ ਵਾਲੀ ਫ਼ੋਟੋ',
  'chatMedia.removePhoto': 'ਫ਼ੋਟੋ ਹਟਾਓ',
  'chatMedia.preparingPhoto': 'ਫ਼ੋਟੋ ਤਿਆਰ ਹੋ ਰਹੀ ਹੈ...',
  'chatMedia.recordVoiceNote': 'ਆਵਾਜ਼ ਸੁਨੇਹਾ ਰਿਕਾਰਡ ਕਰੋ',
  'chatMedia.recordHint':
    'ਰਿਕਾਰਡ ਕਰਨ ਲਈ ਦਬਾ ਕੇ ਰੱਖੋ, ਭੇਜਣ ਲਈ ਛੱਡ ਦਿਓ। ਕੀਬੋਰਡ ਨਾਲ: ਸ਼ੁਰੂ ਕਰਨ ਲਈ ਇੱਕ ਵਾਰ ਦਬਾਓ, ਭੇਜਣ ਲਈ ਦੁਬਾਰਾ ਦਬਾਓ।',
  'chatMedia.holdToRecord': 'ਰਿਕਾਰਡ ਕਰਨ ਲਈ ਮਾਈਕ ਦਬਾ ਕੇ ਰੱਖੋ, ਭੇਜਣ ਲਈ ਛੱਡ ਦਿਓ।',
  'chatMedia.recording': 'ਆਵਾਜ਼ ਸੁਨੇਹਾ ਰਿਕਾਰਡ ਹੋ ਰਿਹਾ ਹੈ',
  'chatMedia.slideToCancel': 'ਰੱਦ ਕਰਨ ਲਈ ਖੱਬੇ ਪਾਸੇ ਖਿਸਕਾਓ',
  'chatMedia.cancelVoiceNote': 'ਆਵਾਜ਼ ਸੁਨੇਹਾ ਰੱਦ ਕਰੋ',
  'chatMedia.sendVoiceNote': 'ਆਵਾਜ਼ ਸੁਨੇਹਾ ਭੇਜੋ',
  'chatMedia.micBlocked': 'ਮਾਈਕ੍ਰੋਫ਼ੋਨ ਦੀ ਇਜਾਜ਼ਤ ਨਹੀਂ ਹੈ। ਆਵਾਜ਼ ਸੁਨੇਹਾ ਰਿਕਾਰਡ ਕਰਨ ਲਈ ਬ੍ਰਾਊਜ਼ਰ ਦੀਆਂ ਸੈਟਿੰਗਾਂ ਵਿੱਚ ਇਜਾਜ਼ਤ ਦਿਓ।',
  'chatMedia.recordFailed': 'ਆਵਾਜ਼ ਸੁਨੇਹਾ ਰਿਕਾਰਡ ਨਹੀਂ ਹੋ ਸਕਿਆ। ਕਿਰਪਾ ਕਰਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।',
  'chatMedia.photo': 'ਫ਼ੋਟੋ',
  'chatMedia.voiceNote': 'ਆਵਾਜ਼ ਸੁਨੇਹਾ',
  'chatMedia.openPhoto': 'ਫ਼ੋਟੋ ਖੋਲ੍ਹੋ',
  'chatMedia.closePhoto': 'ਫ਼ੋਟੋ ਬੰਦ ਕਰੋ',
  'chatMedia.photoUnavailable': 'ਫ਼ੋਟੋ ਖੁੱਲ੍ਹ ਨਹੀਂ ਸਕੀ।',
  'chatMedia.play': 'ਆਵਾਜ਼ ਸੁਨੇਹਾ ਚਲਾਓ',
  'chatMedia.pause': 'ਆਵਾਜ਼ ਸੁਨੇਹਾ ਰੋਕੋ',
  'chatMedia.position': 'ਆਵਾਜ਼ ਸੁਨੇਹੇ ਵਿੱਚ ਥਾਂ',
  'chatMedia.positionText': '{{length}} ਵਿੱਚੋਂ {{position}}',
  'chatMedia.voiceNoteLength': 'ਆਵਾਜ਼ ਸੁਨੇਹਾ, {{length}}',
  'chatMedia.loadFailed': 'ਆਵਾਜ਼ ਸੁਨੇਹਾ ਖੁੱਲ੍ਹ ਨਹੀਂ ਸਕਿਆ।',
};
