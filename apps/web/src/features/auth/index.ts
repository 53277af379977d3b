import { withEnglishTexts } from '@/lib/i18n';
/** Auth: login, signup, phone sign-in, logout and the session check. */
export {
  useEndSessionHere,
  useLogout,
  useProfile,
  useSessionCheck,
  signIn,
  meQueryKey,
  fetchMe,
  saveAccountLanguage,
} from './api';
export {
  AadhaarField,
  AccountForm,
  AccountPasswordField,
  AddressField,
  EmailField,
  FormActions,
  FormAlert,
  FullNameField,
  PhoneField,
  RoleField,
  useAvatarFile,
} from './components/account-fields';
export { AvatarPicker } from './components/avatar-picker';
export { apiFieldName } from './api-field-name';
export { displayPhoneNumber, sendCode, verifyOwnPhone } from './phone/api';
export { CodeEntry, codeCheck } from './phone/code-entry';

export const loadLoginPage = withEnglishTexts(() =>
  import('./pages/login-page').then((m) => ({ Component: m.LoginPage })),
);
export const loadSignupPage = withEnglishTexts(() =>
  import('./pages/signup-page').then((m) => ({ Component: m.SignupPage })),
);
export const loadPhoneSignInPage = withEnglishTexts(() =>
  import('./phone/phone-sign-in-page').then((m) => ({ Component: m.PhoneSignInPage })),
);
