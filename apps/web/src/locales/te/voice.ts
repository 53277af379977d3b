import type { voiceEn } from '../en/voice';

/** Telugu: voice input and read-aloud. */
export const voiceTe: Record<keyof typeof voiceEn, string> = {
  'voice.speak': '{{field}} మాట్లాడి చెప్పండి',
  'voice.listening': 'వింటున్నాం… ఇప్పుడు మాట్లాడండి',
  'voice.failure.denied': 'మైక్రోఫోన్‌కు అనుమతి లేదు. టైప్ చేయడానికి బదులు మాట్లాడటానికి బ్రౌజర్ సెట్టింగ్స్‌లో అనుమతి ఇవ్వండి.',
  'voice.failure.network': 'మాట్లాడి చెప్పడానికి ఇంటర్నెట్ కావాలి. టైప్ చేయండి, లేదా ఇంటర్నెట్ వచ్చాక మళ్లీ ప్రయత్నించండి.',
  'voice.failure.noSpeech': 'మాకు ఏమీ వినిపించలేదు. మైక్రోఫోన్ నొక్కి మళ్లీ మాట్లాడండి.',
  'voice.failure.noMicrophone': 'ఈ పరికరంలో మైక్రోఫోన్ కనిపించలేదు.',
  'voice.failure.failed': 'ఈసారి బ్రౌజర్ వినలేకపోయింది. టైప్ చేయండి, లేదా మళ్లీ ప్రయత్నించండి.',
  'voice.listen': 'వినండి',
  'voice.stopListening': 'ఆపండి',
  'voice.listingText':
    '{{name}}. ఒక్కో {{unit}}కు {{price}} రూపాయలు. {{quantity}} {{unit}} అందుబాటులో ఉంది, {{place}}లో.',
};
