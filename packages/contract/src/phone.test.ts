import { describe, expect, it } from 'vitest';
import { CROP_LANGS } from './crops/crop-types';
import { SMS_CODE_TEXTS, normalizeIndianMobile, otpCodeField, smsCodeText } from './phone';

describe('normalizeIndianMobile', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['+91-98765-43210', '+919876543210'],
    ['091 98765 43210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['(+91) 6000012345', '+916000012345'],
  ])('%s → %s', (typed, stored) => {
    expect(normalizeIndianMobile(typed)).toBe(stored);
  });

  it.each(['5876543210', '987654321', '98765432100', '+1 415 555 0100', '91+9876543210', '98765x43210', ''])(
    'refuses %j',
    (typed) => {
      expect(normalizeIndianMobile(typed)).toBeNull();
    },
  );
});

describe('the code SMS', () => {
  it.each(CROP_LANGS)('in %s carries the code and its minutes, and fits a short message', (lang) => {
    const text = smsCodeText(lang, '042917');
    expect(text.startsWith('042917')).toBe(true);
    expect(text).toContain('5');
    expect(text).not.toContain('{');
    // One Unicode SMS part is 70 characters; two (134) is the most a code message may take.
    expect([...text].length).toBeLessThanOrEqual(134);
  });

  it("ends with WebOTP's origin-bound line when the site's host is known", () => {
    expect(smsCodeText('hi', '042917', 'kisansetu.in').split('\n').at(-1)).toBe('@kisansetu.in #042917');
    expect(smsCodeText('en', '042917')).not.toContain('@');
  });

  it('names KisanSetu in every language', () => {
    expect(SMS_CODE_TEXTS.en).toContain('KisanSetu');
    expect(SMS_CODE_TEXTS.hi).toContain('किसानसेतु');
  });
});

describe('otpCodeField', () => {
  it('takes six digits, spaces ignored, and nothing else', () => {
    expect(otpCodeField.parse('042 917')).toBe('042917');
    expect(otpCodeField.safeParse('42917').success).toBe(false);
    expect(otpCodeField.safeParse('04291a').success).toBe(false);
  });
});
