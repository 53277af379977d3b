import type { chatMediaEn } from '../en/chat-media';

/** ગુજરાતી: ચેટમાં ફોટા અને અવાજ સંદેશ. */
export const chatMediaGu: Record<keyof typeof chatMediaEn, string> = {
  'chatMedia.addPhoto': 'ફોટો ઉમેરો',
  'chatMedia.photoToSend': 'મોકલવાનો ફોટો',
  'chatMedia.removePhoto': 'ફોટો કાઢો',
  'chatMedia.preparingPhoto': 'ફોટો તૈયાર થઈ રહ્યો છે...',
  'chatMedia.recordVoiceNote': 'અવાજ સંદેશ રેકોર્ડ કરો',
  'chatMedia.recordHint':
    'રેકોર્ડ કરવા દબાવી રાખો, મોકલવા છોડી દો. કીબોર્ડથી: શરૂ કરવા એક વાર દબાવો, મોકલવા ફરી દબાવો.',
  'chatMedia.holdToRecord': 'રેકોર્ડ કરવા માઇક દબાવી રાખો, મોકલવા છોડી દો.',
  'chatMedia.recording': 'અવાજ સંદેશ રેકોર્ડ થઈ રહ્યો છે',
  'chatMedia.slideToCancel': 'રદ કરવા ડાબી બાજુ ખસેડો',
  'chatMedia.cancelVoiceNote': 'અવાજ સંદેશ રદ કરો',
  'chatMedia.sendVoiceNote': 'અવાજ સંદેશ મોકલો',
  'chatMedia.micBlocked': 'માઇક્રોફોનની પરવાનગી નથી. અવાજ સંદેશ રેકોર્ડ કરવા બ્રાઉઝરના સેટિંગમાં પરવાનગી આપો.',
  'chatMedia.recordFailed': 'અવાજ સંદેશ રેકોર્ડ થઈ શક્યો નહીં. કૃપા કરીને ફરી પ્રયાસ કરો.',
  'chatMedia.photo': 'ફોટો',
  'chatMedia.voiceNote': 'અવાજ સંદેશ',
  'chatMedia.openPhoto': 'ફોટો ખોલો',
  'chatMedia.closePhoto': 'ફોટો બંધ કરો',
  'chatMedia.photoUnavailable': 'ફોટો ખોલી શકાયો નહીં.',
  'chatMedia.play': 'અવાજ સંદેશ ચલાવો',
  'chatMedia.pause': 'અવાજ સંદેશ રોકો',
  'chatMedia.position': 'અવાજ સંદેશમાં સ્થાન',
  'chatMedia.positionText': '{{length}}માંથી {{position}}',
  'chatMedia.voiceNoteLength': 'અવાજ સંદેશ, {{length}}',
  'chatMedia.loadFailed': 'અવાજ સંદેશ ખોલી શકાયો નહીં.',
};
