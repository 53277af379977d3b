import type { MessageAttachment as Attachment } from '@kisansetu/contract';
import { ChatPhoto } from './chat-photo';
import { VoiceNotePlayer } from './voice-note-player';

/** A message's photo or voice note, as the thread and a moderator's reading of a report show it. */
export function MessageAttachment({
  attachment,
  tone = 'plain',
}: {
  attachment: Attachment;
  tone?: 'mine' | 'plain';
}) {
  return attachment.kind === 'image' ? (
    <ChatPhoto attachment={attachment} />
  ) : (
    <VoiceNotePlayer attachment={attachment} tone={tone} />
  );
}
