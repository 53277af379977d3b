import { Suspense, lazy } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Outlet } from 'react-router';
import { useActingFor } from '@/lib/acting-for';
import { useAlertsFollowLanguage } from '@/features/alerts';
import { useSessionCheck } from '@/features/auth';
import { loadChatPanel } from '@/features/chat';
import { ChatSlot, registerChatPanel } from '@/features/chat-bridge';
import { loadActingBanner } from '@/features/helpers';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { OfflineBanner } from '@/components/offline-banner';
import { ScrollRestoration } from './scroll-restoration';

// The chat panel (and socket.io with it) is its own chunk, fetched only once someone is signed in.
registerChatPanel(loadChatPanel);

// Only a helper acting for a farmer sees it, so its code comes only then.
const ActingBanner = lazy(loadActingBanner);

/** Nav bar, the page, the footer and the chat panel slot around every screen. */
export function AppLayout() {
  const { t } = useTranslation();
  useSessionCheck();
  useAlertsFollowLanguage();
  const acting = useActingFor();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:inline-flex focus:min-h-12 focus:items-center focus:px-4"
      >
        {t('common.skipToContent')}
      </a>
      <NavBar />
      {acting ? (
        <Suspense fallback={null}>
          <ActingBanner />
        </Suspense>
      ) : null}
      <OfflineBanner />
      <main id="main" tabIndex={-1} className="flex min-h-[calc(100dvh-3.5rem)] flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <Footer />
      <ChatSlot />
      <ScrollRestoration />
    </div>
  );
}
