import { maskAadhaar, type PublicSeller, type User } from '@kisansetu/contract';
import type { UserRow } from './users.repository';
import { locationOf } from '../products';

export type AvatarUrl = (key: string | null) => string | null;

/** The profile fields everyone may see: never the Aadhaar, the password hash or (here) the contact details. */
function profileOf(row: UserRow, avatarUrl: AvatarUrl) {
  return {
    _id: row.id,
    fullName: row.fullName,
    address: row.address,
    role: row.role,
    avatarUrl: avatarUrl(row.avatarKey),
    location: locationOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A user as others see them. Email and phone number only go to signed-in callers (contract "Contact details"), so
 * nobody can harvest every farmer's contact details without an account.
 */
export function toPublicUser(row: UserRow, avatarUrl: AvatarUrl, viewerSignedIn: boolean): PublicSeller {
  const profile = profileOf(row, avatarUrl);
  return viewerSignedIn ? { ...profile, email: row.email, phoneNumber: row.phoneNumber } : profile;
}

/** A user as they see themself: sellers also get their Aadhaar, masked. */
export function toOwnUser(row: UserRow, avatarUrl: AvatarUrl): User {
  const user: User = { ...profileOf(row, avatarUrl), email: row.email, phoneNumber: row.phoneNumber };
  if (row.role === 'seller' && row.aadhaarLast4) user.aadharNumber = maskAadhaar(row.aadhaarLast4);
  return user;
}
