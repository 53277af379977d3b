import type { voiceEn } from '../en/voice';

/** Hindi: voice input and read-aloud. */
export const voiceHi: Record<keyof typeof voiceEn, string> = {
  'voice.speak': '{{field}} बोलकर लिखें',
  'voice.listening': 'सुन रहे हैं… अब बोलिए',
  'voice.failure.denied':
    'माइक्रोफ़ोन की अनुमति नहीं है। टाइप करने के बजाय बोलने के लिए ब्राउज़र की सेटिंग में इसकी अनुमति दें।',
  'voice.failure.network': 'बोलकर लिखने के लिए इंटरनेट चाहिए। टाइप करें, या इंटरनेट आने पर फिर कोशिश करें।',
  'voice.failure.noSpeech': 'हमें कुछ सुनाई नहीं दिया। माइक्रोफ़ोन दबाकर फिर से बोलिए।',
  'voice.failure.noMicrophone': 'इस फ़ोन में कोई माइक्रोफ़ोन नहीं मिला।',
  'voice.failure.failed': 'इस बार ब्राउज़र सुन नहीं सका। टाइप करें, या फिर कोशिश करें।',
  'voice.listen': 'सुनें',
  'voice.stopListening': 'रोकें',
  'voice.listingText': '{{name}}। {{price}} रुपये प्रति {{unit}}। {{quantity}} {{unit}} उपलब्ध, {{place}} में।',
};
