/** English: signing in with a one-time code sent to a mobile number, and the "Phone verified" mark. */
export const phoneEn = {
  'phone.continue': 'Continue with phone number',
  'phone.orEmail': 'or use your email',
  'phone.title': 'Sign in with your phone',
  'phone.intro': 'We send a code by SMS to your mobile. No password needed.',
  'phone.numberStep': 'Your mobile number',
  'phone.mobileNumber': 'Mobile number',
  'phone.mobileHint': 'The 10 digits of your mobile number in India. The code comes there by SMS.',
  'phone.sendCode': 'Send code',
  'phone.sending': 'Sending...',
  'phone.codeStep': 'Enter the code',
  'phone.codeSentTo': 'Enter the 6-digit code sent to {{number}}',
  'phone.neverShare': 'Never share this code with anyone',
  'phone.codeIncomplete': 'Enter all 6 digits of the code',
  'phone.verify': 'Verify',
  'phone.verifying': 'Checking...',
  'phone.sendAgain': 'Send code again',
  'phone.sendAgainIn': 'Send again in {{time}}',
  'phone.newCodeSent': 'A new code is on its way.',
  'phone.changeNumber': 'Change number',
  'phone.detailsStep': 'A few details to finish',
  'phone.detailsIntro': 'Your number {{number}} is confirmed. Tell us who you are to create your account.',
  'phone.createAccount': 'Create my account',
  'phone.useEmail': 'Log in with email',
  'phone.verified': 'Phone verified',
  'phone.verifyNumber': 'Verify your number',
  'phone.verifyIntro': 'We send a code by SMS to {{number}}. A verified number shows a mark people trust.',
  'phone.changeHint': 'A new number has to be verified again.',
  'phone.deleteByCode': 'To confirm, we send a code by SMS to {{number}}.',
  'phone.deleteVerifyFirst':
    'Your account has no password: verify your number on this page first, then close the account with a code.',
  // A farmer who proved the phone gives Aadhaar when they like: at sign-up, or later in the profile.
  'phone.aadhaarOptional': 'Aadhar number (optional)',
  'phone.aadhaarLaterHint':
    'You can add it now or later from your profile, for the “Aadhaar on file” mark. Stored encrypted, never shown to buyers.',
  'phone.aadhaarAddHint':
    'Add it for the “Aadhaar on file” mark. Once saved it cannot be changed. Stored encrypted, never shown to buyers.',
  'phone.aadhaarAdd': 'Add Aadhaar for the “Aadhaar on file” mark',
} as const;

export type PhoneKey = keyof typeof phoneEn;
