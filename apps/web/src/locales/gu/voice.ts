import type { voiceEn } from '../en/voice';

/** Gujarati: voice input and read-aloud. */
export const voiceGu: Record<keyof typeof voiceEn, string> = {
  'voice.speak': '{{field}} બોલીને લખો',
  'voice.listening': 'સાંભળી રહ્યા છીએ… હવે બોલો',
  'voice.failure.denied': 'માઇક્રોફોનની પરવાનગી નથી. ટાઇપ કરવાને બદલે બોલવા માટે બ્રાઉઝરના સેટિંગમાં પરવાનગી આપો.',
  'voice.failure.network': 'બોલીને લખવા માટે ઇન્ટરનેટ જોઈએ. ટાઇપ કરો, કે ઇન્ટરનેટ આવે ત્યારે ફરી પ્રયાસ કરો.',
  'voice.failure.noSpeech': 'અમને કંઈ સંભળાયું નહીં. માઇક્રોફોન દબાવીને ફરી બોલો.',
  'voice.failure.noMicrophone': 'આ ફોનમાં માઇક્રોફોન મળ્યું નહીં.',
  'voice.failure.failed': 'આ વખતે બ્રાઉઝર સાંભળી શક્યું નહીં. ટાઇપ કરો, કે ફરી પ્રયાસ કરો.',
  'voice.listen': 'સાંભળો',
  'voice.stopListening': 'રોકો',
  'voice.listingText': '{{name}}. {{price}} રૂપિયા પ્રતિ {{unit}}. {{quantity}} {{unit}} ઉપલબ્ધ, {{place}}માં.',
};
