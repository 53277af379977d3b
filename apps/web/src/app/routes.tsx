import type { ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { loadLoginPage, loadSignupPage } from '@/features/auth';
import { loadChatPage } from '@/features/chat';
import { loadHomePage } from '@/features/home';
import { loadModerationPage } from '@/features/moderation';
import {
  loadProductDetailPage,
  loadProductListPage,
  prefetchLatestProducts,
  prefetchProduct,
} from '@/features/products';
import { loadProfilePage, loadUpdateProfilePage } from '@/features/profile';
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
import { queryClient } from '@/lib/query-client';
import { AppLayout } from './app-layout';
import type { Access } from './guards';
import { Guard } from './guards';
import { RouteError } from './route-error';
import { ShellFallback } from './shell-fallback';

type PageLoader = () => Promise<{ Component: ComponentType }>;

/** A lazily loaded page behind a guard, checked when the page mounts. */
function guarded(access: Access, load: PageLoader): PageLoader {
  return async () => {
    const { Component } = await load();
    function GuardedPage() {
      return (
        <Guard access={access}>
          <Component />
        </Guard>
      );
    }
    return { Component: GuardedPage };
  };
}

function prefetchLatest({ request }: LoaderFunctionArgs): null {
  // The URL's near-me choice (/product?sort=distance&radiusKm=50) is part of what the page will ask for.
  prefetchLatestProducts(queryClient, new URL(request.url).searchParams);
  return null;
}

function prefetchDetail({ params }: LoaderFunctionArgs): null {
  prefetchProduct(queryClient, params.id);
  return null;
}

/** The footer of the seed linked to /uplaod; it now goes to /upload, keeping any ?edit= query. */
function UplaodRedirect() {
  const location = useLocation();
  return <Navigate to={{ pathname: '/upload', search: location.search }} replace />;
}

/** Every route of spec section 2; each page is its own lazily loaded chunk. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: ShellFallback,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          // The loaders only start requests early and return at once: pages render as soon as their code is here.
          { index: true, lazy: loadHomePage, loader: prefetchLatest },
          { path: 'login', lazy: loadLoginPage },
          { path: 'signup', lazy: loadSignupPage },
          { path: 'search', lazy: loadSearchPage },
          { path: 'product', lazy: loadProductListPage, loader: prefetchLatest },
          { path: 'description/:id', lazy: loadProductDetailPage, loader: prefetchDetail },
          { path: 'cart', lazy: guarded('user', loadWishlistPage) },
          { path: 'upload', lazy: guarded('seller', loadUploadPage) },
          { path: 'uplaod', Component: UplaodRedirect },
          { path: 'profile', lazy: guarded('logged-in', loadProfilePage) },
          { path: 'profile/update-user', lazy: guarded('user', loadUpdateProfilePage) },
          { path: 'profile/update-seller', lazy: guarded('seller', loadUpdateProfilePage) },
          { path: 'user/profile/:id', lazy: loadSellerProfilePage },
          { path: 'about', lazy: loadAboutPage },
          { path: 'terms', lazy: loadTermsPage },
          { path: 'privacy', lazy: loadPrivacyPage },
          { path: 'economy', lazy: loadEconomyPage },
          { path: 'geolocation', lazy: loadGeolocationPage },
          { path: 'communication', lazy: loadCommunicationPage },
          // The chat panel's views as pages (full screen on a phone); each opens the panel in that view.
          { path: 'chat', lazy: guarded('logged-in', loadChatPage) },
          { path: 'chat/:id', lazy: guarded('logged-in', loadChatPage) },
          { path: 'chat/profile/:id', lazy: guarded('logged-in', loadChatPage) },
          // Moderators only; the page signs them in itself.
          { path: 'moderation', lazy: loadModerationPage },
          { path: '*', lazy: () => import('./not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
        ],
      },
    ],
  },
];
