/** Home: the landing page. */
export const loadHomePage = () => import('./pages/home-page').then((m) => ({ Component: m.HomePage }));
