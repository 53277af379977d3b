import { describe, expect, it } from 'vitest';
import { CROP_LANGS } from '../crops/crop-types';
import { smsCodeText } from './sms';

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
    expect(smsCodeText('en', '042917')).toContain('KisanSetu');
    expect(smsCodeText('hi', '042917')).toContain('किसानसेतु');
  });
});
