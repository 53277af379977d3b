import type { chatMediaEn } from '../en/chat-media';

/** हिन्दी: चैट में फ़ोटो और आवाज़ संदेश। */
export const chatMediaHi: Record<keyof typeof chatMediaEn, string> = {
  'chatMedia.addPhoto': 'फ़ोटो जोड़ें',
  'chatMedia.photoToSend': 'भेजी जाने वाली फ़ोटो',
  'chatMedia.removePhoto': 'फ़ोटो हटाएँ',
  'chatMedia.preparingPhoto': 'फ़ोटो तैयार हो रही है...',
  'chatMedia.recordVoiceNote': 'आवाज़ संदेश रिकॉर्ड करें',
  'chatMedia.recordHint':
    'रिकॉर्ड करने के लिए दबाए रखें, भेजने के लिए छोड़ दें। कीबोर्ड से: शुरू करने के लिए एक बार दबाएँ, भेजने के लिए फिर से दबाएँ।',
  'chatMedia.holdToRecord': 'रिकॉर्ड करने के लिए माइक दबाए रखें, भेजने के लिए छोड़ दें।',
  'chatMedia.recording': 'आवाज़ संदेश रिकॉर्ड हो रहा है',
  'chatMedia.slideToCancel': 'रद्द करने के लिए बाईं ओर खिसकाएँ',
  'chatMedia.cancelVoiceNote': 'आवाज़ संदेश रद्द करें',
  'chatMedia.sendVoiceNote': 'आवाज़ संदेश भेजें',
  'chatMedia.micBlocked':
    'माइक्रोफ़ोन की अनुमति नहीं है। आवाज़ संदेश रिकॉर्ड करने के लिए ब्राउज़र की सेटिंग में इसकी अनुमति दें।',
  'chatMedia.recordFailed': 'आवाज़ संदेश रिकॉर्ड नहीं हो सका। कृपया फिर कोशिश करें।',
  'chatMedia.photo': 'फ़ोटो',
  'chatMedia.voiceNote': 'आवाज़ संदेश',
  'chatMedia.openPhoto': 'फ़ोटो खोलें',
  'chatMedia.closePhoto': 'फ़ोटो बंद करें',
  'chatMedia.photoUnavailable': 'फ़ोटो नहीं खुल सकी।',
  'chatMedia.play': 'आवाज़ संदेश चलाएँ',
  'chatMedia.pause': 'आवाज़ संदेश रोकें',
  'chatMedia.position': 'आवाज़ संदेश में जगह',
  'chatMedia.positionText': '{{length}} में से {{position}}',
  'chatMedia.voiceNoteLength': 'आवाज़ संदेश, {{length}}',
  'chatMedia.loadFailed': 'आवाज़ संदेश नहीं खुल सका।',
};
