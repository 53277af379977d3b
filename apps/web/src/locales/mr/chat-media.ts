import type { chatMediaEn } from '../en/chat-media';

/** मराठी: चॅटमध्ये फोटो आणि आवाज संदेश. */
export const chatMediaMr: Record<keyof typeof chatMediaEn, string> = {
  'chatMedia.addPhoto': 'फोटो जोडा',
  'chatMedia.photoToSend': 'पाठवायचा फोटो',
  'chatMedia.removePhoto': 'फोटो काढा',
  'chatMedia.preparingPhoto': 'फोटो तयार होत आहे...',
  'chatMedia.recordVoiceNote': 'आवाज संदेश रेकॉर्ड करा',
  'chatMedia.recordHint':
    'रेकॉर्ड करण्यासाठी दाबून ठेवा, पाठवण्यासाठी सोडा. कीबोर्डवरून: सुरू करण्यासाठी एकदा दाबा, पाठवण्यासाठी पुन्हा दाबा.',
  'chatMedia.holdToRecord': 'रेकॉर्ड करण्यासाठी माइक दाबून ठेवा, पाठवण्यासाठी सोडा.',
  'chatMedia.recording': 'आवाज संदेश रेकॉर्ड होत आहे',
  'chatMedia.slideToCancel': 'रद्द करण्यासाठी डावीकडे सरकवा',
  'chatMedia.cancelVoiceNote': 'आवाज संदेश रद्द करा',
  'chatMedia.sendVoiceNote': 'आवाज संदेश पाठवा',
  'chatMedia.micBlocked': 'मायक्रोफोनला परवानगी नाही. आवाज संदेश रेकॉर्ड करण्यासाठी ब्राउझरच्या सेटिंगमध्ये परवानगी द्या.',
  'chatMedia.recordFailed': 'आवाज संदेश रेकॉर्ड झाला नाही. कृपया पुन्हा प्रयत्न करा.',
  'chatMedia.photo': 'फोटो',
  'chatMedia.voiceNote': 'आवाज संदेश',
  'chatMedia.openPhoto': 'फोटो उघडा',
  'chatMedia.closePhoto': 'फोटो बंद करा',
  'chatMedia.photoUnavailable': 'फोटो उघडता आला नाही.',
  'chatMedia.play': 'आवाज संदेश ऐका',
  'chatMedia.pause': 'आवाज संदेश थांबवा',
  'chatMedia.position': 'आवाज संदेशातील जागा',
  'chatMedia.positionText': '{{length}} पैकी {{position}}',
  'chatMedia.voiceNoteLength': 'आवाज संदेश, {{length}}',
  'chatMedia.loadFailed': 'आवाज संदेश उघडता आला नाही.',
};
