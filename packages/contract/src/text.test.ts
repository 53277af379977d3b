import { describe, expect, it } from 'vitest';
import { errorsOf } from './test-helpers';
import { VALIDATION } from './messages';
import { sendMessageSchema } from './message';
import { productCreateSchema } from './product';
import { profileUpdateSchema } from './user';
import { mentionsPaymentRisk, reportRequestSchema } from './safety';
import { hasForbiddenCharacters, hasLetter } from './text';

const cp = (...points: number[]) => String.fromCodePoint(...points);

describe('text hygiene', () => {
  it.each([
    ['NUL', cp(0)],
    ['BEL', cp(7)],
    ['ESC', cp(0x1b)],
    ['DEL', cp(0x7f)],
    ['a C1 control', cp(0x85)],
    ['LEFT-TO-RIGHT EMBEDDING', cp(0x202a)],
    ['RIGHT-TO-LEFT OVERRIDE', cp(0x202e)],
    ['LEFT-TO-RIGHT ISOLATE', cp(0x2066)],
    ['POP DIRECTIONAL ISOLATE', cp(0x2069)],
    ['ZERO WIDTH SPACE', cp(0x200b)],
    ['WORD JOINER', cp(0x2060)],
    ['BYTE ORDER MARK', cp(0xfeff)],
  ])('refuses %s anywhere', (_name, character) => {
    expect(hasForbiddenCharacters(`Tomato${character}`, true)).toBe(true);
    expect(hasForbiddenCharacters(`Tomato${character}`, false)).toBe(true);
  });

  it('allows line breaks and tabs only in multi-line fields, and ZWJ/ZWNJ everywhere (Indic scripts need them)', () => {
    expect(hasForbiddenCharacters('one\ntwo\r\nthree\tfour', true)).toBe(false);
    expect(hasForbiddenCharacters('one\ntwo', false)).toBe(true);
    expect(hasForbiddenCharacters(`क्${cp(0x200d)}ष ਪੰ${cp(0x200c)}ਜਾਬ`, false)).toBe(false);
  });

  it('finds a letter in any script', () => {
    expect(hasLetter('टमाटर')).toBe(true);
    expect(hasLetter('தக்காளி')).toBe(true);
    expect(hasLetter('123 !!')).toBe(false);
  });

  it('gives each schema field its own message: the fake-price product name, a message, a profile name', () => {
    const spoof = `Tomato ${cp(0x202e)}gk/05.1 RNI`;
    expect(errorsOf(productCreateSchema, { productName: spoof }).productName).toEqual([
      VALIDATION.textNotAllowed,
    ]);
    expect(errorsOf(sendMessageSchema, { message: `pay now${cp(0x202e)}` }).message).toEqual([
      VALIDATION.textNotAllowed,
    ]);
    expect(errorsOf(profileUpdateSchema, { fullName: '12345' }).fullName).toEqual([
      VALIDATION.nameNeedsLetter,
    ]);
    expect(errorsOf(profileUpdateSchema, { address: `Nashik${cp(0x200b)}` }).address).toEqual([
      VALIDATION.textNotAllowed,
    ]);
    expect(
      errorsOf(reportRequestSchema, { targetType: 'user', targetId: 'x', reason: 'scam', details: cp(0x1b) })
        .details,
    ).toEqual([VALIDATION.textNotAllowed]);
  });

  it('normalises to NFC and turns CRLF into LF', () => {
    const parsed = sendMessageSchema.parse({ message: 'Cafe\u0301\r\nok' });
    expect(parsed.message).toBe('Caf\u00e9\nok');
  });
});

describe('payment-risk safety tip', () => {
  it.each([
    'Send 2000 advance first, then I will dispatch',
    'Please share the OTP you received',
    'Tell me your UPI PIN to receive money',
    'Do a bank transfer to this account',
    'पहले एडवांस भेजो',
    'ओटीपी बताइए',
  ])('is shown for "%s"', (text) => {
    expect(mentionsPaymentRisk(text)).toBe(true);
  });

  it.each([
    'Is it still available?',
    'My PIN code is 422001',
    'पिन कोड 422001 है',
    'What is your best price?',
  ])('is not shown for "%s"', (text) => {
    expect(mentionsPaymentRisk(text)).toBe(false);
  });
});
