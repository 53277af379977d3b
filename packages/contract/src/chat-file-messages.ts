/**
 * The validation rules of a photo or voice note sent in chat, kept apart from `VALIDATION` for the same reason as the
 * listing rules (listing-messages.ts): the web's first route bundles that object, and these texts are needed only by
 * the chat. Same `validation.` keys; the texts are in chat-file-texts.ts.
 */
export const CHAT_FILE_VALIDATION_NAMES = ['voiceNoteTooLong', 'oneFileOnly'] as const;

export type ChatFileValidationName = (typeof CHAT_FILE_VALIDATION_NAMES)[number];

/** The locale keys of the chat file rules, built without their texts. */
export const CHAT_FILE_VALIDATION_KEY = Object.fromEntries(
  CHAT_FILE_VALIDATION_NAMES.map((name) => [name, `validation.${name}`]),
) as { readonly [Name in ChatFileValidationName]: `validation.${Name}` };
