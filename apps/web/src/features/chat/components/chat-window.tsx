import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ChatState, SessionUser } from '@/lib/store';
import type { ChatDestination } from '../hooks/use-chat-navigation';
import { useIsPhone } from '../hooks/use-is-phone';
import { useChatRuntime } from '../model/chat-runtime';
import { ContactList } from './contact-list';
import { ConversationView } from './conversation-view';
import { ProfileView } from './profile-view';

export interface ChatWindowProps {
  me: SessionUser;
  chat: ChatState;
  go: (destination: ChatDestination) => void;
  onClose: () => void;
  /** Move focus into the panel when it appears (not when it was simply restored open with the page). */
  autoFocus: boolean;
}

/**
 * The open panel: a side panel on wider screens, the whole screen on a phone (where it is modal). Escape closes it;
 * each view's heading takes focus when the view changes, so the move is announced.
 */
export function ChatWindow({ me, chat, go, onClose, autoFocus }: ChatWindowProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const connection = useChatRuntime((state) => state.connection);

  const view =
    chat.chatView === 'single' && chat.selectedUserId
      ? { kind: 'single' as const, userId: chat.selectedUserId }
      : chat.chatView === 'profile' && chat.selectedProfileId
        ? { kind: 'profile' as const, userId: chat.selectedProfileId }
        : { kind: 'home' as const, userId: '' };
  const viewKey = `${view.kind}:${view.userId}`;

  const first = useRef(true);
  useEffect(() => {
    const initial = first.current;
    first.current = false;
    if (initial && !autoFocus) return;
    headingRef.current?.focus();
  }, [viewKey, autoFocus]);

  // A full-screen panel must not let the page behind it scroll.
  useEffect(() => {
    if (!isPhone) return undefined;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [isPhone]);

  // Toasts sit under the app's header; over a full-screen panel they go under the panel's own (taller) header instead,
  // so "Logged in successfully" never lies on its Back or Close.
  const panelRef = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const header = panelRef.current?.querySelector('[data-chat-header]');
    if (!isPhone || !header) return undefined;
    const root = document.documentElement.style;
    const place = () =>
      root.setProperty('--toast-top', `${Math.round(header.getBoundingClientRect().bottom) + 8}px`);
    place();
    const observer = new ResizeObserver(place);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.removeProperty('--toast-top');
    };
  }, [isPhone, viewKey]);

  const props = { me, go, onClose, headingRef, headingId };
  return (
    <section
      ref={panelRef}
      role="dialog"
      aria-modal={isPhone ? true : undefined}
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        onClose();
      }}
      className="fixed inset-0 z-40 flex flex-col overflow-hidden bg-white min-[641px]:inset-auto min-[641px]:right-4 min-[641px]:bottom-4 min-[641px]:h-[min(40rem,calc(100dvh-5rem))] min-[641px]:w-[24rem] min-[641px]:rounded-xl min-[641px]:shadow-2xl min-[641px]:ring-1 min-[641px]:ring-stone-300"
    >
      {view.kind === 'single' ? (
        <ConversationView key={viewKey} userId={view.userId} {...props} />
      ) : view.kind === 'profile' ? (
        <ProfileView key={viewKey} userId={view.userId} {...props} />
      ) : (
        <ContactList {...props} />
      )}
      {connection === 'reconnecting' ? (
        <p
          role="status"
          className="absolute inset-x-0 top-14 z-20 bg-amber-100 px-3 py-1 text-center text-sm text-amber-950 shadow"
        >
          {t('chat.reconnecting')}
        </p>
      ) : null}
    </section>
  );
}
