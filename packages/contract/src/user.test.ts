import { describe, it, expect } from 'vitest';
import { DEFAULT_ALLOWED_EMAIL_DOMAINS } from './constants';
import { VALIDATION } from './messages';
import {
  AADHAAR_WIRE_FIELD,
  aadhaarProblem,
  loginSchema,
  maskedAadhaarOf,
  phoneRegisterSchema,
  phoneSignupFormSchema,
  profileFormSchema,
  profileUpdateSchema,
  publicSellerSchema,
  registerSchema,
  sellerAddsAadhaarFormSchema,
  signupFormSchema,
  userSchema,
} from './user';
import { errorsOf } from './test-helpers';
import { verhoeffCheckDigit } from './verhoeff';

const AADHAAR_BASE = '23412341234';
const VALID_AADHAAR = AADHAAR_BASE + verhoeffCheckDigit(AADHAAR_BASE);
const BAD_CHECK_AADHAAR = AADHAAR_BASE + String((Number(verhoeffCheckDigit(AADHAAR_BASE)) + 1) % 10);

const login = loginSchema(DEFAULT_ALLOWED_EMAIL_DOMAINS);
const signup = signupFormSchema(DEFAULT_ALLOWED_EMAIL_DOMAINS);
const register = registerSchema(DEFAULT_ALLOWED_EMAIL_DOMAINS);

const validLogin = { email: 'ramesh@gmail.com', password: 'secret123', role: 'user' };

const validBuyerSignup = {
  fullName: 'Ramesh Kumar',
  email: 'ramesh@gmail.com',
  phoneNumber: '9876543210',
  role: 'user',
  address: 'Village Rampur, Nashik',
  password: 'secret123',
  confirmPassword: 'secret123',
};
const validSellerSignup = { ...validBuyerSignup, role: 'seller', aadhaarNumber: VALID_AADHAAR };

describe('loginSchema', () => {
  it('accepts a valid login and keeps only email, password and role', () => {
    expect(login.parse({ ...validLogin, fullName: 'x', aadharNumber: VALID_AADHAAR })).toEqual(validLogin);
  });

  it("reads 'Email is required' when the email is missing or empty", () => {
    expect(errorsOf(login, { ...validLogin, email: undefined })).toEqual({ email: ['Email is required'] });
    expect(errorsOf(login, { ...validLogin, email: '' })).toEqual({ email: ['Email is required'] });
  });

  it("reads 'Email Address not matched' for a domain outside gmail.com, yahoo.com, outlook.com", () => {
    expect(errorsOf(login, { ...validLogin, email: 'ramesh@hotmail.com' })).toEqual({
      email: ['Email Address not matched'],
    });
  });

  it.each(['a@gmail.com', 'a@yahoo.com', 'a@outlook.com'])('accepts %s by default', (email) => {
    expect(login.parse({ ...validLogin, email }).email).toBe(email);
  });

  it("accepts any domain when the allowed list is '*'", () => {
    expect(loginSchema(['*']).parse({ ...validLogin, email: 'a@hotmail.com' }).email).toBe('a@hotmail.com');
  });

  it("reads 'Password is required' and 'Password must be at least 8 characters'", () => {
    expect(errorsOf(login, { ...validLogin, password: '' })).toEqual({ password: ['Password is required'] });
    expect(errorsOf(login, { ...validLogin, password: undefined })).toEqual({
      password: ['Password is required'],
    });
    expect(errorsOf(login, { ...validLogin, password: '1234567' })).toEqual({
      password: ['Password must be at least 8 characters'],
    });
  });

  it("reads 'Role is required' when the role is missing or unknown", () => {
    expect(errorsOf(login, { ...validLogin, role: undefined })).toEqual({ role: ['Role is required'] });
    expect(errorsOf(login, { ...validLogin, role: 'admin' })).toEqual({ role: ['Role is required'] });
  });

  it('accepts the role seller', () => {
    expect(login.parse({ ...validLogin, role: 'seller' }).role).toBe('seller');
  });

  it('reports every empty field at once', () => {
    expect(errorsOf(login, {})).toEqual({
      email: ['Email is required'],
      password: ['Password is required'],
      role: ['Role is required'],
    });
  });
});

describe('signupFormSchema', () => {
  it('accepts a valid buyer and a valid seller', () => {
    expect(signup.safeParse(validBuyerSignup).success).toBe(true);
    const seller = signup.parse(validSellerSignup);
    expect(seller.aadhaarNumber).toBe(VALID_AADHAAR);
    expect(seller.role).toBe('seller');
  });

  it('reports every required field of an empty buyer form with its contract text', () => {
    expect(errorsOf(signup, { role: 'user' })).toEqual({
      fullName: ['Full name is required'],
      email: ['Email is required'],
      phoneNumber: ['Phone number is required'],
      address: ['Address is required'],
      password: ['Password is required'],
      confirmPassword: ['Confirm password is required'],
    });
  });

  it("reads 'Role is required' without a role", () => {
    expect(errorsOf(signup, { ...validBuyerSignup, role: '' })).toEqual({ role: ['Role is required'] });
  });

  it('applies the login email rules', () => {
    expect(errorsOf(signup, { ...validBuyerSignup, email: 'ramesh@rediffmail.com' })).toEqual({
      email: ['Email Address not matched'],
    });
    expect(
      signupFormSchema(['*']).safeParse({ ...validBuyerSignup, email: 'ramesh@rediffmail.com' }).success,
    ).toBe(true);
  });

  it('wants a phone number of 10 to 15 characters', () => {
    expect(errorsOf(signup, { ...validBuyerSignup, phoneNumber: '98765' })).toEqual({
      phoneNumber: ['Must be at least 10 digits'],
    });
    expect(errorsOf(signup, { ...validBuyerSignup, phoneNumber: '9876543210987654' })).toEqual({
      phoneNumber: ['Must be at most 15 digits'],
    });
    expect(signup.safeParse({ ...validBuyerSignup, phoneNumber: '987654321098765' }).success).toBe(true);
  });

  it('wants a password of at least 8 characters', () => {
    expect(errorsOf(signup, { ...validBuyerSignup, password: 'short', confirmPassword: 'short' })).toEqual({
      password: ['Password must be at least 8 characters'],
    });
  });

  it("reads 'Password do not match' when the confirmation differs", () => {
    expect(errorsOf(signup, { ...validBuyerSignup, confirmPassword: 'secret124' })).toEqual({
      confirmPassword: ['Password do not match'],
    });
  });

  it("reads 'Confirm password is required' when the confirmation is empty", () => {
    expect(errorsOf(signup, { ...validBuyerSignup, confirmPassword: '' })).toEqual({
      confirmPassword: ['Confirm password is required'],
    });
  });

  it('shows the mismatch while other fields are still empty (validation runs on change)', () => {
    const errors = errorsOf(signup, { password: 'secret123', confirmPassword: 'secret12' });
    expect(errors.confirmPassword).toEqual(['Password do not match']);
    expect(errors.email).toEqual(['Email is required']);
  });

  describe('Aadhar number', () => {
    it("is required for sellers: 'Aadhar number is required for sellers'", () => {
      expect(errorsOf(signup, { ...validSellerSignup, aadhaarNumber: undefined })).toEqual({
        aadhaarNumber: ['Aadhar number is required for sellers'],
      });
      expect(errorsOf(signup, { ...validSellerSignup, aadhaarNumber: '   ' })).toEqual({
        aadhaarNumber: ['Aadhar number is required for sellers'],
      });
    });

    it('is asked of a seller even while other fields are still empty', () => {
      expect(errorsOf(signup, { role: 'seller' }).aadhaarNumber).toEqual([
        'Aadhar number is required for sellers',
      ]);
    });

    it("must be exactly 12 digits: 'Must be 12 digits'", () => {
      for (const aadhaarNumber of [
        VALID_AADHAAR.slice(0, 11),
        `${VALID_AADHAAR}0`,
        'ABCDEFGHIJKL',
        '2341-2341-2346',
        '1'.repeat(25),
      ]) {
        expect(errorsOf(signup, { ...validSellerSignup, aadhaarNumber }), aadhaarNumber).toEqual({
          aadhaarNumber: ['Must be 12 digits'],
        });
      }
    });

    it('must carry a correct Verhoeff check digit', () => {
      expect(errorsOf(signup, { ...validSellerSignup, aadhaarNumber: BAD_CHECK_AADHAAR })).toEqual({
        aadhaarNumber: [VALIDATION.aadhaarInvalid],
      });
    });

    it('ignores the spaces people type between the groups', () => {
      const spaced = `${VALID_AADHAAR.slice(0, 4)} ${VALID_AADHAAR.slice(4, 8)} ${VALID_AADHAAR.slice(8)}`;
      expect(signup.parse({ ...validSellerSignup, aadhaarNumber: spaced }).aadhaarNumber).toBe(VALID_AADHAAR);
    });

    it('is refused for buyers', () => {
      expect(errorsOf(signup, { ...validBuyerSignup, aadhaarNumber: VALID_AADHAAR })).toEqual({
        aadhaarNumber: [VALIDATION.aadhaarNotForBuyers],
      });
    });

    it('may be sent blank by a buyer (the hidden field)', () => {
      expect(signup.parse({ ...validBuyerSignup, aadhaarNumber: '' }).aadhaarNumber).toBeUndefined();
    });
  });
});

describe('registerSchema', () => {
  const { confirmPassword: _confirm, ...buyer } = validBuyerSignup;
  // A request as a caller sends it: the Aadhaar number under the API's name.
  const seller = { ...buyer, role: 'seller', aadharNumber: VALID_AADHAAR };

  it('accepts the register fields and drops confirmPassword and unknown fields', () => {
    const parsed = register.parse({ ...buyer, confirmPassword: 'whatever', isAdmin: true });
    expect(parsed).toEqual({ ...buyer, aadhaarNumber: undefined, pincode: undefined });
    expect('confirmPassword' in parsed).toBe(false);
    expect('isAdmin' in parsed).toBe(false);
  });

  it('does not need a confirmation', () => {
    expect(register.safeParse(buyer).success).toBe(true);
  });

  it('normalises the email and trims the texts', () => {
    const parsed = register.parse({
      ...buyer,
      email: ' Ramesh@GMAIL.com',
      fullName: '  Ramesh  ',
      address: ' Pune ',
    });
    expect(parsed.email).toBe('ramesh@gmail.com');
    expect(parsed.fullName).toBe('Ramesh');
    expect(parsed.address).toBe('Pune');
  });

  it("reads the Aadhaar number under the API's name only, and hands it on as aadhaarNumber", () => {
    expect(AADHAAR_WIRE_FIELD).toBe('aadharNumber');
    const parsed = register.parse(seller);
    expect(parsed.aadhaarNumber).toBe(VALID_AADHAAR);
    expect(AADHAAR_WIRE_FIELD in parsed).toBe(false);
    const { aadharNumber: _wire, ...productSpelling } = { ...seller, aadhaarNumber: VALID_AADHAAR };
    expect(errorsOf(register, productSpelling)).toEqual({
      aadharNumber: ['Aadhar number is required for sellers'],
    });
  });

  it('applies the same Aadhaar rules as the form, naming the field as the API does', () => {
    expect(register.parse(seller).aadhaarNumber).toBe(VALID_AADHAAR);
    expect(errorsOf(register, { ...seller, aadharNumber: undefined })).toEqual({
      aadharNumber: ['Aadhar number is required for sellers'],
    });
    expect(errorsOf(register, { ...seller, aadharNumber: '12345' })).toEqual({
      aadharNumber: ['Must be 12 digits'],
    });
    expect(errorsOf(register, { ...seller, aadharNumber: BAD_CHECK_AADHAAR })).toEqual({
      aadharNumber: [VALIDATION.aadhaarInvalid],
    });
    expect(errorsOf(register, { ...buyer, aadharNumber: VALID_AADHAAR })).toEqual({
      aadharNumber: [VALIDATION.aadhaarNotForBuyers],
    });
  });

  it('lists every invalid field of a seller at once, Aadhaar included', () => {
    expect(errorsOf(register, { role: 'seller' })).toEqual({
      fullName: ['Full name is required'],
      email: ['Email is required'],
      phoneNumber: ['Phone number is required'],
      address: ['Address is required'],
      password: ['Password is required'],
      aadharNumber: ['Aadhar number is required for sellers'],
    });
  });

  it('takes an optional PIN code', () => {
    expect(register.parse({ ...buyer, pincode: '411001' }).pincode).toBe('411001');
    expect(errorsOf(register, { ...buyer, pincode: '4110' })).toEqual({
      pincode: ['PIN code must be 6 digits'],
    });
  });
});

describe('profileUpdateSchema', () => {
  it('accepts an empty update', () => {
    expect(profileUpdateSchema.parse({})).toEqual({});
  });

  it('drops blank fields: empty values are not sent', () => {
    const parsed = profileUpdateSchema.parse({
      fullName: '',
      phoneNumber: '   ',
      address: '',
      password: '',
      newPassword: '',
      pincode: '',
    });
    for (const value of Object.values(parsed)) expect(value).toBeUndefined();
  });

  it('never reads email or role; takes aadharNumber (spaces dropped) for a seller without one to add it', () => {
    const parsed = profileUpdateSchema.parse({
      fullName: 'Sita',
      email: 'other@gmail.com',
      aadharNumber: `${VALID_AADHAAR.slice(0, 4)} ${VALID_AADHAAR.slice(4)}`,
      role: 'seller',
    });
    expect(parsed.fullName).toBe('Sita');
    expect('email' in parsed).toBe(false);
    expect(parsed.aadhaarNumber).toBe(VALID_AADHAAR);
    expect('role' in parsed).toBe(false);
  });

  it('trims the texts it keeps', () => {
    const parsed = profileUpdateSchema.parse({
      fullName: '  Sita Devi ',
      address: ' Nashik ',
      phoneNumber: ' 9876543210 ',
    });
    expect(parsed).toMatchObject({ fullName: 'Sita Devi', address: 'Nashik', phoneNumber: '9876543210' });
  });

  it('still checks a phone number that is given', () => {
    expect(errorsOf(profileUpdateSchema, { phoneNumber: '12345' })).toEqual({
      phoneNumber: ['Must be at least 10 digits'],
    });
  });

  it('needs the current password to set a new one', () => {
    expect(errorsOf(profileUpdateSchema, { newPassword: 'newsecret1' })).toEqual({
      password: [VALIDATION.currentPasswordRequired],
    });
    expect(errorsOf(profileUpdateSchema, { newPassword: 'newsecret1', password: '' })).toEqual({
      password: [VALIDATION.currentPasswordRequired],
    });
    expect(profileUpdateSchema.parse({ newPassword: 'newsecret1', password: 'oldsecret' })).toMatchObject({
      newPassword: 'newsecret1',
      password: 'oldsecret',
    });
  });

  it('wants a new password of at least 8 characters', () => {
    expect(errorsOf(profileUpdateSchema, { newPassword: 'short', password: 'oldsecret' })).toEqual({
      newPassword: ['Password must be at least 8 characters'],
    });
  });
});

describe('profileFormSchema', () => {
  it("has the update's rules under the form's own names", () => {
    expect(errorsOf(profileFormSchema, { newPassword: 'newsecret1' })).toEqual({
      password: [VALIDATION.currentPasswordRequired],
    });
    const spaced = `${VALID_AADHAAR.slice(0, 4)} ${VALID_AADHAAR.slice(4)}`;
    expect(profileFormSchema.parse({ aadhaarNumber: spaced }).aadhaarNumber).toBe(VALID_AADHAAR);
  });
});

describe('Aadhaar given later (a farmer who proved the phone)', () => {
  it('lets the phone sign-up of a seller leave it out, and checks one given by the spec’s rules', () => {
    const farmer = { fullName: 'Savitri Jadhav', role: 'seller', address: 'Niphad, Nashik' };
    expect(phoneSignupFormSchema.safeParse(farmer).success).toBe(true);
    expect(phoneRegisterSchema(['gmail.com']).safeParse({ ...farmer, signupToken: 'tok' }).success).toBe(
      true,
    );
    const request = { ...farmer, signupToken: 'tok', aadharNumber: VALID_AADHAAR };
    expect(phoneRegisterSchema(['gmail.com']).parse(request).aadhaarNumber).toBe(VALID_AADHAAR);
    expect(errorsOf(phoneRegisterSchema(['gmail.com']), { ...request, aadharNumber: '12345' })).toEqual({
      aadharNumber: [VALIDATION.aadhaarLength],
    });
    expect(errorsOf(phoneSignupFormSchema, { ...farmer, aadhaarNumber: '12345' })).toEqual({
      aadhaarNumber: [VALIDATION.aadhaarLength],
    });
    expect(
      errorsOf(phoneSignupFormSchema, { ...farmer, role: 'user', aadhaarNumber: VALID_AADHAAR }),
    ).toEqual({
      aadhaarNumber: [VALIDATION.aadhaarNotForBuyers],
    });
  });

  it('checks a number a seller adds in the profile form, and lets the form be saved without one', () => {
    expect(sellerAddsAadhaarFormSchema.safeParse({ fullName: 'Sita' }).success).toBe(true);
    expect(sellerAddsAadhaarFormSchema.parse({ aadhaarNumber: VALID_AADHAAR }).aadhaarNumber).toBe(
      VALID_AADHAAR,
    );
    expect(errorsOf(sellerAddsAadhaarFormSchema, { aadhaarNumber: '1234' })).toEqual({
      aadhaarNumber: [VALIDATION.aadhaarLength],
    });
    const wrongCheckDigit = VALID_AADHAAR.slice(0, 11) + String((Number(VALID_AADHAAR[11]) + 1) % 10);
    expect(errorsOf(sellerAddsAadhaarFormSchema, { aadhaarNumber: wrongCheckDigit })).toEqual({
      aadhaarNumber: [VALIDATION.aadhaarInvalid],
    });
  });

  it('names what is wrong with a number, by its message key', () => {
    expect(aadhaarProblem(undefined, true)).toBe('validation.aadhaarRequired');
    expect(aadhaarProblem(undefined, false)).toBeUndefined();
    expect(aadhaarProblem('12ab', false)).toBe('validation.aadhaarLength');
    expect(aadhaarProblem(VALID_AADHAAR, true)).toBeUndefined();
  });
});

describe('user shapes as sent', () => {
  const seller = {
    _id: '01890a5d-ac96-774b-bcce-b302099a8057',
    fullName: 'Sita',
    email: 'sita@gmail.com',
    phoneNumber: '9876543210',
    phoneVerified: false,
    address: 'Nashik',
    role: 'seller',
    avatarUrl: null,
    aadharNumber: 'XXXXXXXX2346',
    location: null,
    organisation: null,
    helper: false,
    createdAt: '2025-01-01T00:00:00.000Z',
  };

  it('the own-profile user may carry the masked Aadhaar', () => {
    expect(maskedAadhaarOf(userSchema.parse(seller))).toBe('XXXXXXXX2346');
  });

  it('the public seller never carries an Aadhaar number', () => {
    const parsed = publicSellerSchema.parse(seller);
    expect('aadharNumber' in parsed).toBe(false);
    expect(parsed.fullName).toBe('Sita');
  });

  it('refuses a role other than user or seller', () => {
    expect(userSchema.safeParse({ ...seller, role: 'admin' }).success).toBe(false);
  });
});
