import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useRootStore } from '@/lib/store';
import type { ChatState } from '@/lib/store';
import { isPhoneScreen } from './use-is-phone';
import { isChatPath, paths } from '@/lib/paths';

export type ChatDestination =
  | { view: 'home' }
  /** `productId`: the listing it is opened about; left out, a conversation keeps the one it had. */
  | { view: 'single'; userId: string; productId?: string | null }
  | { view: 'profile'; userId: string };

export function chatPath(destination: ChatDestination): string {
  if (destination.view === 'single') return paths.chatWith(destination.userId);
  if (destination.view === 'profile') return paths.chatProfile(destination.userId);
  return paths.chat;
}

/**
 * The persisted chat state (lib/store.ts) for a destination. Another conversation forgets the listing the previous
 * one was opened about; the same one (back from the profile, a reload of its address) keeps it.
 */
export function chatStateFor(destination: ChatDestination, current?: ChatState): Partial<ChatState> {
  if (destination.view === 'single') {
    const keep = current?.selectedUserId === destination.userId ? current.selectedProductId : null;
    return {
      isChatOpen: true,
      chatView: 'single',
      selectedUserId: destination.userId,
      selectedProductId: destination.productId === undefined ? keep : destination.productId,
    };
  }
  if (destination.view === 'profile')
    return { isChatOpen: true, chatView: 'profile', selectedProfileId: destination.userId };
  return { isChatOpen: true, chatView: 'home' };
}

/**
 * The address the panel itself last navigated to. The route page then has nothing to apply: the state is already
 * set, and applying it late (navigations commit in a transition) could reopen a panel closed in the meantime.
 */
let panelNavigation: string | null = null;

export function takePanelNavigation(pathname: string): boolean {
  const mine = panelNavigation === pathname;
  panelNavigation = null;
  return mine;
}

function navigateFromPanel(navigate: ReturnType<typeof useNavigate>, path: string, replace: boolean): void {
  panelNavigation = path;
  void navigate(path, { replace });
}

/**
 * Moves the panel between its views. On the /chat routes the address follows (replaced, so Back leaves the chat);
 * on a phone, where the panel is a full-screen page, opening it from another page enters those routes, so the
 * phone's Back button closes it again.
 */
export function useChatNavigation() {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const go = useCallback(
    (destination: ChatDestination) => {
      const { chat, setChat } = useRootStore.getState();
      setChat(chatStateFor(destination, chat));
      if (isChatPath(pathname)) navigateFromPanel(navigate, chatPath(destination), true);
      else if (isPhoneScreen()) navigateFromPanel(navigate, chatPath(destination), false);
    },
    [navigate, pathname],
  );

  const close = useCallback(() => {
    // The panel's last move may still be committing (a transition): its token stays, so that page does not reopen it.
    useRootStore.getState().setChat({ isChatOpen: false });
    if (!isChatPath(pathname)) return;
    const state: unknown = window.history.state;
    const index = typeof state === 'object' && state !== null && 'idx' in state ? Number(state.idx) : 0;
    if (index > 0) void navigate(-1);
    else void navigate(paths.home, { replace: true });
  }, [navigate, pathname]);

  return { go, close };
}
