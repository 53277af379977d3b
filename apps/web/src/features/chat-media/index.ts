/**
 * Photos and voice notes of chat messages as people see them: in the conversation and in a moderator's reading of a
 * reported one. Loaded only with those screens.
 */
export { MessageAttachment } from './components/message-attachment';
export { clock } from './model/clock';
export { claimVoiceNotes, forgetVoiceNotes, keepVoiceNote } from './model/voice-note-store';
