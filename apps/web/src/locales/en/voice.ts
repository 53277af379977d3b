/** English: voice input and read-aloud. */
export const voiceEn = {
  'voice.speak': 'Speak the {{field}}',
  'voice.listening': 'Listening… speak now',
  'voice.failure.denied':
    'The microphone is not allowed. Allow it in your browser settings to speak instead of typing.',
  'voice.failure.network':
    'Speaking needs an internet connection. Type instead, or try again when you are online.',
  'voice.failure.noSpeech': 'We did not hear anything. Tap the microphone and speak again.',
  'voice.failure.noMicrophone': 'No microphone was found on this device.',
  'voice.failure.failed': 'Your browser could not listen this time. Type instead, or try again.',
  'voice.listen': 'Listen',
  'voice.stopListening': 'Stop',
  'voice.listingText':
    '{{name}}. {{price}} rupees per {{unit}}. {{quantity}} {{unit}} available, at {{place}}.',
};
