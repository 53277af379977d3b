/** English: photos and voice notes in chat (the composer's buttons, the thread's photo and player). */
export const chatMediaEn = {
  'chatMedia.addPhoto': 'Add a photo',
  'chatMedia.photoToSend': 'The photo to send',
  'chatMedia.removePhoto': 'Remove the photo',
  'chatMedia.preparingPhoto': 'Preparing the photo...',
  'chatMedia.recordVoiceNote': 'Record a voice note',
  'chatMedia.recordHint':
    'Hold to record and let go to send. With a keyboard, press once to start and once more to send.',
  'chatMedia.holdToRecord': 'Hold the microphone to record, and let go to send.',
  'chatMedia.recording': 'Recording a voice note',
  'chatMedia.slideToCancel': 'Slide left to cancel',
  'chatMedia.cancelVoiceNote': 'Cancel the voice note',
  'chatMedia.sendVoiceNote': 'Send the voice note',
  'chatMedia.micBlocked':
    'The microphone is not allowed. Allow it in the browser settings to record a voice note.',
  'chatMedia.recordFailed': 'The voice note could not be recorded. Please try again.',
  'chatMedia.photo': 'Photo',
  'chatMedia.voiceNote': 'Voice note',
  'chatMedia.openPhoto': 'Open the photo',
  'chatMedia.closePhoto': 'Close the photo',
  'chatMedia.photoUnavailable': 'The photo could not be loaded.',
  'chatMedia.play': 'Play the voice note',
  'chatMedia.pause': 'Pause the voice note',
  'chatMedia.position': 'Position in the voice note',
  'chatMedia.positionText': '{{position}} of {{length}}',
  'chatMedia.voiceNoteLength': 'Voice note, {{length}}',
  'chatMedia.loadFailed': 'The voice note could not be loaded.',
} as const;
