import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocation, useParams } from 'react-router';
import { Button, Page } from '@/components/ui';
import { useRootStore } from '@/lib/store';
import { chatStateFor, takePanelNavigation } from '../hooks/use-chat-navigation';
import type { ChatDestination } from '../hooks/use-chat-navigation';
import { isChatProfilePath } from '@/lib/paths';

function destinationFor(isProfile: boolean, id: string | undefined): ChatDestination {
  if (!id) return { view: 'home' };
  return isProfile ? { view: 'profile', userId: id } : { view: 'single', userId: id };
}

/**
 * /chat, /chat/{id} and /chat/profile/{id}: open the panel in the matching view. On a phone the panel covers the
 * screen, so these are its full-screen pages; on a wider screen the panel opens beside this short page.
 */
export function ChatPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { pathname } = useLocation();
  const isProfile = isChatProfilePath(pathname);
  const isOpen = useRootStore((state) => state.chat.isChatOpen);

  // An address typed, bookmarked or reached with Back/Forward opens its view; the panel's own moves are already applied.
  useEffect(() => {
    if (takePanelNavigation(pathname)) return;
    const { chat, setChat } = useRootStore.getState();
    setChat(chatStateFor(destinationFor(isProfile, id), chat));
  }, [pathname, isProfile, id]);

  return (
    <Page title={t('chat.title')} intro={t('chat.pageIntro')} width="narrow">
      {isOpen ? null : (
        <Button
          onClick={() => {
            const { chat, setChat } = useRootStore.getState();
            setChat(chatStateFor(destinationFor(isProfile, id), chat));
          }}
        >
          {t('chat.openPanel')}
        </Button>
      )}
    </Page>
  );
}
