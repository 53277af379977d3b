// Verhoeff check-digit tables (dihedral group D5), the scheme UIDAI uses for the 12th Aadhaar digit.
const MULTIPLY = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const PERMUTE = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const INVERSE = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

function checksum(digits: string, offset: number): number {
  let c = 0;
  const reversed = [...digits].reverse();
  reversed.forEach((ch, i) => {
    c = MULTIPLY[c]![PERMUTE[(i + offset) % 8]![Number(ch)]!]!;
  });
  return c;
}

/** True when the digit string ends in a correct Verhoeff check digit. */
export function isValidVerhoeff(digits: string): boolean {
  return /^\d+$/.test(digits) && checksum(digits, 0) === 0;
}

/** The Verhoeff check digit to append to `digits` (used to make valid demo and test numbers). */
export function verhoeffCheckDigit(digits: string): string {
  return String(INVERSE[checksum(digits, 1)]);
}

/** True for a well-formed Aadhaar number: 12 digits, not starting with 0 or 1, valid check digit. */
export function isValidAadhaar(value: string): boolean {
  return /^[2-9]\d{11}$/.test(value) && isValidVerhoeff(value);
}

/** Masks an Aadhaar number to the only form ever sent: XXXXXXXX1234. */
export function maskAadhaar(value: string): string {
  return `XXXXXXXX${value.slice(-4)}`;
}
