import { useTranslation } from '@/lib/i18n';
import { Outlet } from 'react-router';
import { useAlertsFollowLanguage } from '@/features/alerts';
import { useSessionCheck } from '@/features/auth';
import { loadChatPanel } from '@/features/chat';
import { ChatSlot, registerChatPanel } from '@/features/chat-bridge';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { OfflineBanner } from '@/components/offline-banner';
import { ScrollRestoration } from './scroll-restoration';

// The chat panel (and socket.io with it) is its own chunk, fetched only once someone is signed in.
registerChatPanel(loadChatPanel);

/** Nav bar, the page, the footer and the chat panel slot around every screen. */
export function AppLayout() {
  const { t } = useTranslation();
  useSessionCheck();
  useAlertsFollowLanguage();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:inline-flex focus:min-h-12 focus:items-center focus:px-4"
      >
        {t('common.skipToContent')}
      </a>
      <NavBar />
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
