/** English: contact details on a need-to-know basis and the person's own data (share, download, delete). */
export const privacyEn = {
  'privacy.deletedUser': 'Deleted user',
  'privacy.contactHidden':
    '{{name}} has not shared a phone number or email with you yet. They show here once {{name}} writes to you or shares them.',
  'privacy.shareMyNumber': 'Share my number',
  'privacy.shareMyNumberHint': '{{name}} will see your phone number and email.',
  'privacy.shared': '{{name}} can now see your phone number and email.',
  'privacy.shareFailed': 'Could not share your number. Please try again.',
  'privacy.numberShared': '{{name}} can see your phone number and email.',
  'privacy.yourData': 'Your data',
  'privacy.yourDataIntro': 'Download a copy of everything KisanSetu keeps about you, or close your account.',
  'privacy.download': 'Download my data',
  'privacy.downloading': 'Preparing your file...',
  'privacy.downloadFailed': 'Could not download your data. Please try again.',
  'privacy.deleteAccount': 'Delete my account',
  'privacy.deleteTitle': 'Delete your account?',
  'privacy.deleteText':
    'Your account is closed at once: you are logged out everywhere, your listings, wishlist, saved searches and requests are removed, and your name, phone, email and address are erased. People you chatted with keep their messages and see “Deleted user”. This cannot be undone.',
  'privacy.deletePassword': 'Enter your password to confirm',
  'privacy.deleteConfirm': 'Delete my account',
  'privacy.deleting': 'Deleting...',
  'privacy.deleteFailed': 'Could not delete your account. Please try again.',
} as const;

export type PrivacyKey = keyof typeof privacyEn;
