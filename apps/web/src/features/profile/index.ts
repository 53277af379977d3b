import { withEnglishTexts } from '@/lib/i18n';
/** Profile: the user's own profile and the two update forms. */
export const loadProfilePage = withEnglishTexts(() =>
  import('./pages/profile-page').then((m) => ({ Component: m.ProfilePage })),
);
export const loadUpdateProfilePage = withEnglishTexts(() =>
  import('./pages/update-profile-page').then((m) => ({ Component: m.UpdateProfilePage })),
);
