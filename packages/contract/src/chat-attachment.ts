import { z } from 'zod';

/**
 * The limits of a file sent in chat (contract "Photos and voice notes in chat"). A photo has the listing photos' 8 MB
 * (`LIMITS.imageBytesMax`); a voice note is small and short, and its length is read from the file by the server.
 */
export const CHAT_FILE_LIMITS = {
  voiceNoteBytesMax: 2 * 1024 * 1024,
  voiceNoteSecondsMax: 120,
} as const;

/** The multipart field names of `POST message/send/{userId}` that carry a file: one of them, once. */
export const CHAT_FILE_FIELDS = ['image', 'audio'] as const;
export type ChatFileField = (typeof CHAT_FILE_FIELDS)[number];

/**
 * The voice note containers and codecs the server accepts, as the `mime` it reports: Ogg or WebM with Opus (what
 * Chromium and Firefox record), or MP4 with AAC (what Safari records).
 */
export const VOICE_NOTE_MIME_TYPES = ['audio/ogg', 'audio/webm', 'audio/mp4'] as const;
export type VoiceNoteMime = (typeof VOICE_NOTE_MIME_TYPES)[number];

/**
 * A message's photo or voice note. `url` is private (`GET message/attachment/{id}`, only for the conversation's two
 * people); a photo's `url` is its large variant, and `?size=small` on it gives the small one for the thread. Width
 * and height are the large variant's; `durationSeconds` was measured from the file itself.
 */
export const messageAttachmentSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('image'),
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    /** A tiny WebP of the photo as a data URL, drawn blurred until data saver's tap (absent on older messages). */
    preview: z.string().optional(),
    /** Bytes of the small variant the thread shows (absent on older messages). */
    smallBytes: z.number().int().nonnegative().optional(),
  }),
  z.object({
    kind: z.literal('audio'),
    url: z.string(),
    durationSeconds: z.number(),
    mime: z.enum(VOICE_NOTE_MIME_TYPES),
    /** The file's size, what playing it costs (absent on older messages). */
    bytes: z.number().int().nonnegative().optional(),
  }),
]);
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

/** `GET message/attachment/{id}` query: a photo's `small` variant for the thread; the large one without it. */
export const attachmentQuerySchema = z.object({
  size: z.enum(['small', 'large']).optional(),
});

/** The API path of a message's file: the message's id names it. */
export function attachmentPath(messageId: string): string {
  return `/api/v1/message/attachment/${messageId}`;
}
