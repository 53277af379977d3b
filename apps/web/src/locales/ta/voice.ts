import type { voiceEn } from '../en/voice';

/** Tamil: voice input and read-aloud. */
export const voiceTa: Record<keyof typeof voiceEn, string> = {
  'voice.speak': '{{field}} — பேசி உள்ளிடுங்கள்',
  'voice.listening': 'கேட்கிறோம்… இப்போது பேசுங்கள்',
  'voice.failure.denied':
    'மைக்ரோஃபோனுக்கு அனுமதி இல்லை. தட்டச்சு செய்வதற்குப் பதில் பேச, உலாவி அமைப்புகளில் அனுமதி கொடுங்கள்.',
  'voice.failure.network': 'பேசி உள்ளிட இணைய இணைப்பு தேவை. தட்டச்சு செய்யுங்கள், அல்லது இணையம் வந்ததும் மீண்டும் முயலுங்கள்.',
  'voice.failure.noSpeech': 'எதுவும் கேட்கவில்லை. மைக்ரோஃபோனைத் தொட்டு மீண்டும் பேசுங்கள்.',
  'voice.failure.noMicrophone': 'இந்தச் சாதனத்தில் மைக்ரோஃபோன் இல்லை.',
  'voice.failure.failed': 'இந்த முறை உலாவியால் கேட்க முடியவில்லை. தட்டச்சு செய்யுங்கள், அல்லது மீண்டும் முயலுங்கள்.',
  'voice.listen': 'கேளுங்கள்',
  'voice.stopListening': 'நிறுத்து',
  'voice.listingText':
    '{{name}}. ஒரு {{unit}} {{price}} ரூபாய். {{quantity}} {{unit}} கிடைக்கும், {{place}} இல்.',
};
