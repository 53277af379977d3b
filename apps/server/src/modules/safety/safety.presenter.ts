import type { BlockedUser } from '@kisansetu/contract';
import type { BlockedUserRow } from './safety.repository';

export type AvatarUrl = (key: string | null) => string | null;

/** A blocked person as the block list shows them: name and photo, no contact details. */
export function toBlockedUser(row: BlockedUserRow, avatarUrl: AvatarUrl): BlockedUser {
  return { _id: row.id, fullName: row.fullName, avatarUrl: avatarUrl(row.avatarKey) };
}
