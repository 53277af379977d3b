/**
 * An Indian mobile number as people write and read it, in groups of five: '+91 98220 99123' (a 10-digit number
 * without its country code as '98220 99123'); anything else as given. For display only: a tel: link keeps the digits.
 */
export function formatPhone(phoneNumber: string): string {
  const digits = phoneNumber.replace(/[^\d]/g, '');
  if (digits.length === 12 && digits.startsWith('91')) {
    return `+91 ${digits.slice(2, 7)} ${digits.slice(7)}`;
  }
  if (digits.length === 10 && !phoneNumber.trim().startsWith('+'))
    return `${digits.slice(0, 5)} ${digits.slice(5)}`;
  return phoneNumber;
}
