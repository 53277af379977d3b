import type { chatMediaEn } from '../en/chat-media';

/** தமிழ்: அரட்டையில் படங்களும் குரல் செய்திகளும். */
export const chatMediaTa: Record<keyof typeof chatMediaEn, string> = {
  'chatMedia.addPhoto': 'படம் சேர்',
  'chatMedia.photoToSend': 'அனுப்ப வேண்டிய படம்',
  'chatMedia.removePhoto': 'படத்தை நீக்கு',
  'chatMedia.preparingPhoto': 'படம் தயாராகிறது...',
  'chatMedia.recordVoiceNote': 'குரல் செய்தி பதிவு செய்',
  'chatMedia.recordHint':
    'பதிவு செய்ய அழுத்திப் பிடியுங்கள், அனுப்ப விடுங்கள். விசைப்பலகையில்: தொடங்க ஒருமுறை அழுத்துங்கள், அனுப்ப மீண்டும் அழுத்துங்கள்.',
  'chatMedia.holdToRecord': 'பதிவு செய்ய மைக்கை அழுத்திப் பிடியுங்கள், அனுப்ப விடுங்கள்.',
  'chatMedia.recording': 'குரல் செய்தி பதிவாகிறது',
  'chatMedia.slideToCancel': 'ரத்து செய்ய இடப்பக்கம் இழுங்கள்',
  'chatMedia.cancelVoiceNote': 'குரல் செய்தியை ரத்து செய்',
  'chatMedia.sendVoiceNote': 'குரல் செய்தியை அனுப்பு',
  'chatMedia.micBlocked': 'மைக்ரோஃபோனுக்கு அனுமதி இல்லை. குரல் செய்தி பதிவு செய்ய உலாவி அமைப்புகளில் அனுமதி கொடுங்கள்.',
  'chatMedia.recordFailed': 'குரல் செய்தியைப் பதிவு செய்ய முடியவில்லை. மீண்டும் முயலுங்கள்.',
  'chatMedia.photo': 'படம்',
  'chatMedia.voiceNote': 'குரல் செய்தி',
  'chatMedia.openPhoto': 'படத்தைத் திற',
  'chatMedia.closePhoto': 'படத்தை மூடு',
  'chatMedia.photoUnavailable': 'படத்தை ஏற்ற முடியவில்லை.',
  'chatMedia.play': 'குரல் செய்தியை இயக்கு',
  'chatMedia.pause': 'குரல் செய்தியை நிறுத்து',
  'chatMedia.position': 'குரல் செய்தியில் இடம்',
  'chatMedia.positionText': '{{length}} இல் {{position}}',
  'chatMedia.voiceNoteLength': 'குரல் செய்தி, {{length}}',
  'chatMedia.loadFailed': 'குரல் செய்தியை ஏற்ற முடியவில்லை.',
};
