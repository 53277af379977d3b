import { ROLE } from '@kisansetu/contract';
import { Navigate, useLocation } from 'react-router';
import { loadAlertsStopPage } from '@/features/alerts';
import { loadLoginPage, loadPhoneSignInPage, loadSignupPage } from '@/features/auth';
import { loadChatPage } from '@/features/chat';
import { loadDealsPage, loadOffersPage } from '@/features/deals';
import { loadHelpersPage } from '@/features/helpers';
import { loadHomePage } from '@/features/home';
import { loadModerationPage } from '@/features/moderation';
import { loadNotificationsPage, loadSavedSearchesPage } from '@/features/notifications';
import {
  loadProductDetailPage,
  loadProductListPage,
  prefetchLatestProducts,
  prefetchProduct,
} from '@/features/products';
import { loadProfilePage, loadUpdateProfilePage } from '@/features/profile';
import { loadNewRequestPage, loadRequestPage, loadRequestsPage } from '@/features/requests';
import { loadPricesPage } from '@/features/prices';
import { loadSearchPage } from '@/features/search';
import { loadSellerProfilePage, loadUploadPage } from '@/features/seller';
import {
  loadAboutPage,
  loadCommunicationPage,
  loadEconomyPage,
  loadGeolocationPage,
  loadPrivacyPage,
  loadTermsPage,
} from '@/features/static-pages';
import { loadWishlistPage } from '@/features/wishlist';
import { paths, routePatterns } from '@/lib/paths';
import { queryClient } from '@/lib/query-client';
import { AppLayout } from './app-layout';
import type { PageLoader, PrefetchTarget, RouteTableSpec } from './declarative-routes';
import { RouteError } from './route-error';
import { ShellFallback } from './shell-fallback';

function prefetchLatest({ url }: PrefetchTarget): void {
  // The URL's near-me choice (/product?sort=distance&radiusKm=50) is part of what the page will ask for.
  prefetchLatestProducts(queryClient, url.searchParams);
}

function prefetchDetail({ params }: PrefetchTarget): void {
  prefetchProduct(queryClient, params.id);
}

/** The footer of the seed linked to /uplaod; it now goes to /upload, keeping any ?edit= query. */
function UplaodRedirect() {
  const location = useLocation();
  return <Navigate to={{ pathname: paths.upload, search: location.search }} replace />;
}

const loadUplaodRedirect: PageLoader = () => Promise.resolve({ Component: UplaodRedirect });
const loadNotFoundPage: PageLoader = () =>
  import('./not-found-page').then((m) => ({ Component: m.NotFoundPage }));

/**
 * Every page of the app (the project's own route type, run by declarative-routes.tsx); each page is its own lazily
 * loaded chunk. The prefetches only start requests early: pages render as soon as their code is here.
 */
export const routes: RouteTableSpec = {
  layout: AppLayout,
  fallback: ShellFallback,
  error: RouteError,
  pages: [
    { path: paths.home, page: loadHomePage, prefetch: prefetchLatest },
    { path: paths.login, page: loadLoginPage },
    { path: paths.phoneSignIn, page: loadPhoneSignInPage },
    { path: paths.signup, page: loadSignupPage },
    { path: paths.search, page: loadSearchPage },
    { path: paths.products, page: loadProductListPage, prefetch: prefetchLatest },
    { path: routePatterns.product, page: loadProductDetailPage, prefetch: prefetchDetail },
    { path: paths.wishlist, page: loadWishlistPage, guard: ROLE.buyer },
    { path: paths.upload, page: loadUploadPage, guard: 'seller' },
    { path: paths.uploadMisspelt, page: loadUplaodRedirect },
    { path: paths.profile, page: loadProfilePage, guard: 'logged-in' },
    { path: paths.notifications, page: loadNotificationsPage, guard: 'logged-in' },
    { path: paths.savedSearches, page: loadSavedSearchesPage, guard: 'logged-in' },
    // Buyer requests: the list is anyone's (it shows by role), posting a buyer's.
    { path: paths.requests, page: loadRequestsPage },
    { path: paths.newRequest, page: loadNewRequestPage, guard: ROLE.buyer },
    { path: routePatterns.request, page: loadRequestPage },
    { path: paths.prices, page: loadPricesPage },
    { path: paths.deals, page: loadDealsPage, guard: 'logged-in' },
    { path: routePatterns.offers, page: loadOffersPage, guard: 'seller' },
    // Helpers (FPOs, agents) and the farmers they help: both are farmers' accounts.
    { path: paths.helperDesk, page: loadHelpersPage, guard: 'seller' },
    { path: paths.myHelpers, page: loadHelpersPage, guard: 'seller' },
    // An alert's stop link: whoever holds it may stop that person's alerts, signed in or not.
    { path: routePatterns.alertsStop, page: loadAlertsStopPage },
    { path: paths.updateUser, page: loadUpdateProfilePage, guard: ROLE.buyer },
    { path: paths.updateSeller, page: loadUpdateProfilePage, guard: 'seller' },
    { path: routePatterns.seller, page: loadSellerProfilePage },
    { path: paths.about, page: loadAboutPage },
    { path: paths.terms, page: loadTermsPage },
    { path: paths.privacy, page: loadPrivacyPage },
    { path: paths.economy, page: loadEconomyPage },
    { path: paths.geolocation, page: loadGeolocationPage },
    { path: paths.communication, page: loadCommunicationPage },
    // The chat panel's views as pages (full screen on a phone); each opens the panel in that view.
    { path: paths.chat, page: loadChatPage, guard: 'logged-in' },
    { path: routePatterns.chatWith, page: loadChatPage, guard: 'logged-in' },
    { path: routePatterns.chatProfile, page: loadChatPage, guard: 'logged-in' },
    // Moderators only; the page signs them in itself.
    { path: paths.moderation, page: loadModerationPage },
    { path: routePatterns.notFound, page: loadNotFoundPage },
  ],
};
