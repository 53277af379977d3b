import {
  AADHAAR_WIRE_FIELD,
  maskAadhaar,
  type PublicPlace,
  type PublicSeller,
  type User,
} from '@kisansetu/contract';
import type { UserRow } from './users.repository';
import { locationOf } from '../products';

export type AvatarUrl = (key: string | null) => string | null;

/** The profile fields everyone may see: never the Aadhaar, the password hash, the contact details or the address. */
function profileOf(row: UserRow, avatarUrl: AvatarUrl) {
  return {
    _id: row.id,
    fullName: row.fullName,
    role: row.role,
    avatarUrl: avatarUrl(row.avatarKey),
    phoneVerified: row.phoneVerifiedAt !== null,
    organisation: row.organisation,
    helper: row.helperSince !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Where a person is, as others may see it: place, district and state, never the street address. */
export function publicPlaceOf(row: Pick<UserRow, 'place' | 'district' | 'state'>): PublicPlace | null {
  if (row.place === null && row.district === null && row.state === null) return null;
  return { place: row.place, district: row.district, state: row.state };
}

/**
 * A user as others see them. Email and phone number only go to signed-in callers (contract "Contact details"), so
 * nobody can harvest every farmer's contact details without an account.
 */
export function toPublicUser(row: UserRow, avatarUrl: AvatarUrl, viewerSignedIn: boolean): PublicSeller {
  const profile = { ...profileOf(row, avatarUrl), location: publicPlaceOf(row) };
  return viewerSignedIn ? { ...profile, email: row.email, phoneNumber: row.phoneNumber } : profile;
}

/** A user as they see themself, with their own address and place: sellers also get their Aadhaar, masked. */
export function toOwnUser(row: UserRow, avatarUrl: AvatarUrl): User {
  const user: User = {
    ...profileOf(row, avatarUrl),
    address: row.address,
    location: locationOf(row),
    email: row.email,
    phoneNumber: row.phoneNumber,
  };
  if (row.role === 'seller' && row.aadhaarLast4) user[AADHAAR_WIRE_FIELD] = maskAadhaar(row.aadhaarLast4);
  return user;
}
