import type { ChatFileValidationName } from './chat-file-messages';

/** The English texts of the chat file rules (chat-file-messages.ts), in their own module so a bundle using only the keys leaves them out. */
export const CHAT_FILE_VALIDATION: Readonly<Record<ChatFileValidationName, string>> = {
  voiceNoteTooLong: 'A voice note can be at most 2 minutes',
  oneFileOnly: 'Send one photo or one voice note at a time',
};
