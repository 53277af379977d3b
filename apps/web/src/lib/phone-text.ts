import { normalizeIndianMobile } from '@kisansetu/contract';

/**
 * An Indian mobile number as people write and read it, in groups of five after the country code ('+91 98220 99123',
 * as sign-in shows it); anything else as given. For display only: a tel: link keeps the digits.
 */
export function formatPhone(phoneNumber: string): string {
  const normalised = normalizeIndianMobile(phoneNumber);
  return normalised ? `+91 ${normalised.slice(3, 8)} ${normalised.slice(8)}` : phoneNumber;
}
