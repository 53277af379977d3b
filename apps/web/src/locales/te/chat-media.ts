import type { chatMediaEn } from '../en/chat-media';

/** తెలుగు: చాట్‌లో ఫోటోలు, వాయిస్ సందేశాలు. */
export const chatMediaTe: Record<keyof typeof chatMediaEn, string> = {
  'chatMedia.addPhoto': 'ఫోటో జోడించండి',
  'chatMedia.photoToSend': 'పంపాల్సిన ఫోటో',
  'chatMedia.removePhoto': 'ఫోటో తీసివేయండి',
  'chatMedia.preparingPhoto': 'ఫోటో సిద్ధమవుతోంది...',
  'chatMedia.recordVoiceNote': 'వాయిస్ సందేశం రికార్డ్ చేయండి',
  'chatMedia.recordHint':
    'రికార్డ్ చేయడానికి నొక్కి పట్టుకోండి, పంపడానికి వదలండి. కీబోర్డ్‌తో: మొదలుపెట్టడానికి ఒకసారి నొక్కండి, పంపడానికి మళ్లీ నొక్కండి.',
  'chatMedia.holdToRecord': 'రికార్డ్ చేయడానికి మైక్‌ను నొక్కి పట్టుకోండి, పంపడానికి వదలండి.',
  'chatMedia.recording': 'వాయిస్ సందేశం రికార్డ్ అవుతోంది',
  'chatMedia.slideToCancel': 'రద్దు చేయడానికి ఎడమవైపు జరపండి',
  'chatMedia.cancelVoiceNote': 'వాయిస్ సందేశం రద్దు చేయండి',
  'chatMedia.sendVoiceNote': 'వాయిస్ సందేశం పంపండి',
  'chatMedia.micBlocked': 'మైక్రోఫోన్‌కు అనుమతి లేదు. వాయిస్ సందేశం రికార్డ్ చేయడానికి బ్రౌజర్ సెట్టింగ్స్‌లో అనుమతి ఇవ్వండి.',
  'chatMedia.recordFailed': 'వాయిస్ సందేశం రికార్డ్ కాలేదు. మళ్లీ ప్రయత్నించండి.',
  'chatMedia.photo': 'ఫోటో',
  'chatMedia.voiceNote': 'వాయిస్ సందేశం',
  'chatMedia.openPhoto': 'ఫోటో తెరవండి',
  'chatMedia.closePhoto': 'ఫోటో మూసివేయండి',
  'chatMedia.photoUnavailable': 'ఫోటో లోడ్ కాలేదు.',
  'chatMedia.play': 'వాయిస్ సందేశం ప్లే చేయండి',
  'chatMedia.pause': 'వాయిస్ సందేశం ఆపండి',
  'chatMedia.position': 'వాయిస్ సందేశంలో స్థానం',
  'chatMedia.positionText': '{{length}}లో {{position}}',
  'chatMedia.voiceNoteLength': 'వాయిస్ సందేశం, {{length}}',
  'chatMedia.loadFailed': 'వాయిస్ సందేశం లోడ్ కాలేదు.',
};
