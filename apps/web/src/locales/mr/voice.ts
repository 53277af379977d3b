import type { voiceEn } from '../en/voice';

/** Marathi: voice input and read-aloud. */
export const voiceMr: Record<keyof typeof voiceEn, string> = {
  'voice.speak': '{{field}} बोलून लिहा',
  'voice.listening': 'ऐकत आहोत… आता बोला',
  'voice.failure.denied':
    'मायक्रोफोनला परवानगी नाही. टाइप करण्याऐवजी बोलण्यासाठी ब्राउझरच्या सेटिंगमध्ये परवानगी द्या.',
  'voice.failure.network': 'बोलून लिहिण्यासाठी इंटरनेट हवे. टाइप करा, किंवा इंटरनेट आल्यावर पुन्हा प्रयत्न करा.',
  'voice.failure.noSpeech': 'आम्हाला काही ऐकू आले नाही. मायक्रोफोन दाबून पुन्हा बोला.',
  'voice.failure.noMicrophone': 'या फोनमध्ये मायक्रोफोन सापडला नाही.',
  'voice.failure.failed': 'या वेळी ब्राउझर ऐकू शकला नाही. टाइप करा, किंवा पुन्हा प्रयत्न करा.',
  'voice.listen': 'ऐका',
  'voice.stopListening': 'थांबवा',
  'voice.listingText': '{{name}}. {{price}} रुपये प्रति {{unit}}. {{quantity}} {{unit}} उपलब्ध, {{place}} येथे.',
};
