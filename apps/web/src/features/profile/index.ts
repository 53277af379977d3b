/** Profile: the user's own profile and the two update forms. */
export const loadProfilePage = () =>
  import('./pages/profile-page').then((m) => ({ Component: m.ProfilePage }));
export const loadUpdateProfilePage = () =>
  import('./pages/update-profile-page').then((m) => ({ Component: m.UpdateProfilePage }));
