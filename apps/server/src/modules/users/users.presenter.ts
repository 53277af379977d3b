import { maskAadhaar, type PublicSeller, type User } from '@kisansetu/contract';
import type { UserRow } from './users.repository';

export type AvatarUrl = (key: string | null) => string | null;

function locationOf(row: UserRow): User['location'] {
  if (row.lat === null || row.lon === null) return null;
  return { pincode: row.pincode, place: row.place, district: row.district, state: row.state, lat: row.lat, lon: row.lon };
}

/** A user as public: never the Aadhaar, never the password hash. */
export function toPublicUser(row: UserRow, avatarUrl: AvatarUrl): PublicSeller {
  return {
    _id: row.id,
    fullName: row.fullName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    address: row.address,
    role: row.role,
    avatarUrl: avatarUrl(row.avatarKey),
    location: locationOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A user as they see themself: sellers also get their Aadhaar, masked. */
export function toOwnUser(row: UserRow, avatarUrl: AvatarUrl): User {
  const user: User = toPublicUser(row, avatarUrl);
  if (row.role === 'seller' && row.aadhaarLast4) user.aadharNumber = maskAadhaar(row.aadhaarLast4);
  return user;
}
