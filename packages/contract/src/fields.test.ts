import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import { DEFAULT_ALLOWED_EMAIL_DOMAINS } from './constants';
import {
  addressField,
  blankToUndefined,
  emailField,
  fullNameField,
  idParam,
  isWellFormedId,
  nonNegativeNumber,
  passwordField,
  phoneField,
  pincodeField,
  requiredText,
  roleField,
} from './fields';
import { VALIDATION } from './messages';
import { issueText } from './test-helpers';

/** The English messages of a failed parse, or [] when it succeeded. */
function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issueText(issue.message));
}

describe('blankToUndefined', () => {
  it('turns null, undefined, empty and whitespace-only strings into undefined', () => {
    expect(blankToUndefined(null)).toBeUndefined();
    expect(blankToUndefined(undefined)).toBeUndefined();
    expect(blankToUndefined('')).toBeUndefined();
    expect(blankToUndefined(' \t\n ')).toBeUndefined();
  });

  it('keeps every other value as it is', () => {
    expect(blankToUndefined(' a ')).toBe(' a ');
    expect(blankToUndefined(0)).toBe(0);
    expect(blankToUndefined(false)).toBe(false);
    const list: string[] = [];
    expect(blankToUndefined(list)).toBe(list);
  });
});

describe('requiredText', () => {
  const field = requiredText('Needed', 5, 'Too long');

  it('trims the text', () => {
    expect(field.parse('  abc  ')).toBe('abc');
  });

  it('reads the required message for missing, null, empty and blank values', () => {
    for (const input of [undefined, null, '', '    ']) {
      expect(messagesOf(field, input)).toEqual(['Needed']);
    }
  });

  it('refuses a non-string with the required message', () => {
    expect(messagesOf(field, 42)).toEqual(['Needed']);
  });

  it('accepts exactly max characters after trimming and refuses one more', () => {
    expect(field.parse(' abcde ')).toBe('abcde');
    expect(messagesOf(field, 'abcdef')).toEqual(['Too long']);
  });
});

describe('nonNegativeNumber', () => {
  const field = nonNegativeNumber('Needed', 'Not a number', 100, 'Too big');

  it('reads numbers from multipart strings, trimmed', () => {
    expect(field.parse('12.5')).toBe(12.5);
    expect(field.parse(' 40 ')).toBe(40);
    expect(field.parse('0')).toBe(0);
    expect(field.parse(7)).toBe(7);
  });

  it('reads the required message for missing and blank values', () => {
    for (const input of [undefined, null, '', '  ']) {
      expect(messagesOf(field, input)).toEqual(['Needed']);
    }
  });

  it('reads the not-a-number message for text', () => {
    expect(messagesOf(field, 'abc')).toEqual(['Not a number']);
    expect(messagesOf(field, '12kg')).toEqual(['Not a number']);
  });

  it("refuses values below 0 with 'Cannot be negative'", () => {
    expect(messagesOf(field, '-1')).toEqual([VALIDATION.cannotBeNegative]);
    expect(messagesOf(field, -0.01)).toEqual(['Cannot be negative']);
  });

  it('accepts the maximum and refuses more', () => {
    expect(field.parse('100')).toBe(100);
    expect(messagesOf(field, '100.5')).toEqual(['Too big']);
  });
});

describe('emailField', () => {
  const defaults = emailField(DEFAULT_ALLOWED_EMAIL_DOMAINS);

  it("reads 'Email is required' for missing, empty and blank values", () => {
    for (const input of [undefined, null, '', '   ']) {
      expect(messagesOf(defaults, input)).toEqual(['Email is required']);
    }
  });

  it.each(['ramesh@gmail.com', 'sita@yahoo.com', 'kisan.farmer+crops@outlook.com'])(
    'accepts %s with the default domains',
    (email) => {
      expect(defaults.parse(email)).toBe(email);
    },
  );

  it.each(['ramesh@hotmail.com', 'ramesh@gmail.co', 'ramesh@mail.gmail.com', 'ramesh@gmail.com.evil.in'])(
    "refuses %s with 'Email Address not matched'",
    (email) => {
      expect(messagesOf(defaults, email)).toEqual(['Email Address not matched']);
    },
  );

  it("refuses text that is not an email with 'Email Address not matched'", () => {
    for (const input of ['ramesh', 'ramesh@', '@gmail.com', 'ram esh@gmail.com', 'ramesh@@gmail.com']) {
      expect(messagesOf(defaults, input)).toEqual([VALIDATION.emailNotMatched]);
    }
  });

  it('trims and lower-cases the address', () => {
    expect(defaults.parse('  Ramesh@Gmail.COM ')).toBe('ramesh@gmail.com');
  });

  it("allows any domain with '*' but still wants an email", () => {
    const any = emailField(['*']);
    expect(any.parse('ramesh@kisansetu.in')).toBe('ramesh@kisansetu.in');
    expect(any.parse('ramesh@hotmail.com')).toBe('ramesh@hotmail.com');
    expect(messagesOf(any, 'not-an-email')).toEqual(['Email Address not matched']);
    expect(messagesOf(any, '')).toEqual(['Email is required']);
  });

  it('allows only the configured domains, case-insensitively', () => {
    const custom = emailField(['KisanSetu.in']);
    expect(custom.parse('a@kisansetu.in')).toBe('a@kisansetu.in');
    expect(messagesOf(custom, 'a@gmail.com')).toEqual(['Email Address not matched']);
  });

  it('refuses an address longer than 254 characters', () => {
    const long = `${'a'.repeat(250)}@gmail.com`;
    expect(messagesOf(defaults, long)).toContain('Email Address not matched');
  });
});

describe('passwordField', () => {
  it("reads 'Password is required' for missing, null and empty", () => {
    for (const input of [undefined, null, '']) {
      expect(messagesOf(passwordField, input)).toEqual(['Password is required']);
    }
  });

  it("refuses fewer than 8 characters with 'Password must be at least 8 characters'", () => {
    expect(messagesOf(passwordField, 'abcdefg')).toEqual(['Password must be at least 8 characters']);
  });

  it('accepts 8 characters and keeps spaces as they are', () => {
    expect(passwordField.parse('abcdefgh')).toBe('abcdefgh');
    expect(passwordField.parse('  pass word  ')).toBe('  pass word  ');
  });

  it('refuses more than 128 characters', () => {
    expect(passwordField.parse('p'.repeat(128))).toHaveLength(128);
    expect(messagesOf(passwordField, 'p'.repeat(129))).toEqual([VALIDATION.passwordMax]);
  });
});

describe('roleField', () => {
  it('accepts user and seller', () => {
    expect(roleField.parse('user')).toBe('user');
    expect(roleField.parse('seller')).toBe('seller');
  });

  it("reads 'Role is required' when missing, blank or not a role", () => {
    for (const input of [undefined, '', 'admin', 'Seller', 1]) {
      expect(messagesOf(roleField, input)).toEqual(['Role is required']);
    }
  });
});

describe('phoneField', () => {
  it("reads 'Phone number is required' when missing or blank", () => {
    expect(messagesOf(phoneField, undefined)).toEqual(['Phone number is required']);
    expect(messagesOf(phoneField, '  ')).toEqual(['Phone number is required']);
  });

  it("refuses fewer than 10 characters with 'Must be at least 10 digits'", () => {
    expect(messagesOf(phoneField, '987654321')).toEqual(['Must be at least 10 digits']);
  });

  it("refuses more than 15 characters with 'Must be at most 15 digits'", () => {
    expect(messagesOf(phoneField, '9876543210123456')).toEqual(['Must be at most 15 digits']);
  });

  it('accepts 10 to 15 characters, trimmed', () => {
    expect(phoneField.parse('9876543210')).toBe('9876543210');
    expect(phoneField.parse(' +91 98765-43210 ')).toBe('+91 98765-43210');
    expect(phoneField.parse('987654321012345')).toBe('987654321012345');
  });

  it('refuses letters', () => {
    expect(messagesOf(phoneField, '98765abcde')).toEqual([VALIDATION.phoneInvalid]);
  });
});

describe('fullNameField and addressField', () => {
  it("require a non-blank text with the contract's messages", () => {
    expect(messagesOf(fullNameField, '  ')).toEqual(['Full name is required']);
    expect(messagesOf(addressField, undefined)).toEqual(['Address is required']);
  });

  it('trim and cap the length', () => {
    expect(fullNameField.parse('  Ramesh Kumar ')).toBe('Ramesh Kumar');
    expect(messagesOf(fullNameField, 'a'.repeat(101))).toEqual([VALIDATION.fullNameMax]);
    expect(messagesOf(addressField, 'a'.repeat(301))).toEqual([VALIDATION.addressMax]);
  });
});

describe('pincodeField', () => {
  it('is optional: missing or blank gives undefined', () => {
    expect(pincodeField.parse(undefined)).toBeUndefined();
    expect(pincodeField.parse('  ')).toBeUndefined();
  });

  it('accepts a 6-digit PIN code not starting with 0, trimmed', () => {
    expect(pincodeField.parse(' 560001 ')).toBe('560001');
  });

  it('refuses other shapes', () => {
    for (const input of ['060001', '56000', '5600011', '56000a']) {
      expect(messagesOf(pincodeField, input)).toEqual(['PIN code must be 6 digits']);
    }
  });
});

describe('isWellFormedId', () => {
  it('accepts UUIDs in any case', () => {
    expect(isWellFormedId('01890a5d-ac96-774b-bcce-b302099a8057')).toBe(true);
    expect(isWellFormedId('01890A5D-AC96-774B-BCCE-B302099A8057')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const id of [
      '',
      'abc',
      '12345',
      '01890a5dac96774bbcceb302099a8057',
      '01890a5d-ac96-774b-bcce-b302099a8057x',
      ' 01890a5d-ac96-774b-bcce-b302099a8057',
      '01890a5g-ac96-774b-bcce-b302099a8057',
      "1' OR '1'='1",
    ]) {
      expect(isWellFormedId(id), id).toBe(false);
    }
  });
});

describe('idParam', () => {
  it('accepts any non-empty string up to 100 characters (malformed ids become 404, not 400)', () => {
    expect(idParam.parse('not-a-uuid')).toBe('not-a-uuid');
    expect(idParam.safeParse('').success).toBe(false);
    expect(idParam.parse('a'.repeat(150))).toBe('a'.repeat(150));
  });
});
