import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { registerChatHandler } from '@/features/chat-bridge';
import { useCurrentUser, useRootStore } from '@/lib/store';
import { useActingFor } from '@/lib/acting-for';
import type { ChatState, SessionUser } from '@/lib/store';
import { ChatLauncher } from './components/chat-launcher';
import { ChatWindow } from './components/chat-window';
import { useUnread } from './hooks/use-chat-data';
import { isChatPath } from '@/lib/paths';
import { useChatNavigation } from './hooks/use-chat-navigation';
import { useLauncherClearance } from './hooks/use-launcher-clearance';
import type { ChatDestination } from './hooks/use-chat-navigation';
import { isPhoneScreen } from './hooks/use-is-phone';
import { isKnownContact } from './model/chat-cache';
import { addContact } from './model/chat-runtime';
import { useChatConnection } from './realtime/use-chat-connection';

function destinationOf(chat: ChatState): ChatDestination {
  if (chat.chatView === 'single' && chat.selectedUserId)
    return { view: 'single', userId: chat.selectedUserId };
  if (chat.chatView === 'profile' && chat.selectedProfileId)
    return { view: 'profile', userId: chat.selectedProfileId };
  return { view: 'home' };
}

/** On a phone the panel is a page of the /chat routes: leaving them (the Back button) closes it. */
function useCloseOnLeavingChatRoutes(): void {
  const { pathname } = useLocation();
  const wasChat = useRef(isChatPath(pathname));
  useEffect(() => {
    const now = isChatPath(pathname);
    if (wasChat.current && !now && isPhoneScreen()) useRootStore.getState().setChat({ isChatOpen: false });
    wasChat.current = now;
  }, [pathname]);
}

function ChatRoot({ me }: { me: SessionUser }) {
  useChatConnection(useCurrentUser()?._id === me._id ? me._id : null);
  useCloseOnLeavingChatRoutes();
  const queryClient = useQueryClient();
  const chat = useRootStore((state) => state.chat);
  const { go, close } = useChatNavigation();
  const unread = useUnread();
  const launcher = useRef<HTMLButtonElement>(null);
  const clear = useLauncherClearance(launcher, !chat.isChatOpen);
  /** Where focus was when the panel opened (a product's Chat button, the launcher): it goes back there on close. */
  const returnFocus = useRef<Element | null>(null);
  /** Restored open with the page: do not pull focus away from the page the person just loaded. */
  const [restoredOpen, setRestoredOpen] = useState(chat.isChatOpen);

  const open = useCallback(
    (destination: ChatDestination) => {
      if (!useRootStore.getState().chat.isChatOpen) returnFocus.current = document.activeElement;
      go(destination);
    },
    [go],
  );

  // openChatWith(seller) from product cards, the product page and the wishlist.
  useEffect(
    () =>
      registerChatHandler((seller) => {
        if (!isKnownContact(queryClient, seller.sellerId)) {
          addContact({
            _id: seller.sellerId,
            fullName: seller.sellerName,
            avatarUrl: seller.avatarUrl,
            role: 'seller',
          });
        }
        open({ view: 'single', userId: seller.sellerId, productId: seller.productId });
      }),
    [open, queryClient],
  );

  const wasOpen = useRef(chat.isChatOpen);
  useEffect(() => {
    if (wasOpen.current && !chat.isChatOpen) {
      const previous = returnFocus.current;
      returnFocus.current = null;
      setRestoredOpen(false);
      const target =
        previous instanceof HTMLElement && previous.isConnected && previous !== document.body
          ? previous
          : launcher.current;
      target?.focus();
    }
    wasOpen.current = chat.isChatOpen;
  }, [chat.isChatOpen]);

  if (!chat.isChatOpen) {
    return (
      <ChatLauncher
        ref={launcher}
        unread={unread.total}
        hidden={!clear}
        onOpen={() => open(destinationOf(chat))}
      />
    );
  }
  return <ChatWindow me={me} chat={chat} go={go} onClose={close} autoFocus={!restoredOpen} />;
}

/**
 * The layout's chat: the floating button and the panel, for a signed-in user only. Loaded lazily through the chat
 * bridge; everything of one user (socket, conversations) is discarded when another signs in or they log out.
 */
export function ChatPanel() {
  const user = useCurrentUser();
  const farmer = useActingFor();
  const me = useMemo(
    () => (user && farmer ? { _id: farmer._id, fullName: farmer.fullName, role: 'seller' as const } : user),
    [user, farmer],
  );
  if (!me) return null;
  // A helper acting for a farmer sees the farmer's chat: switching remounts it, as another sign-in does.
  return <ChatRoot key={me._id} me={me} />;
}
