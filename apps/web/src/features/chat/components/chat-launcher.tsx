import type { Ref } from 'react';
import { cn } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import { ChatIcon } from '@/components/icons';

/**
 * The floating Chat button of a signed-in user while the panel is closed, with the unread count. It moves up out of
 * the way of the page's own controls and is `hidden` on form pages, a listing's page and while typing
 * (use-launcher-clearance.ts); the space after the footer gives it its corner at the page's end.
 */
export function ChatLauncher({
  unread,
  onOpen,
  hidden,
  ref,
}: {
  unread: number;
  onOpen: () => void;
  hidden: boolean;
  ref?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div aria-hidden="true" className="h-20" />
      <button
        ref={ref}
        type="button"
        onClick={onOpen}
        aria-label={unread > 0 ? t('chat.openPanelUnread', { count: unread }) : t('chat.openPanel')}
        className={cn(
          'fixed right-4 bottom-4 z-30 inline-flex min-h-12 items-center gap-2 rounded-full bg-brand-700 px-5 font-semibold text-white shadow-lg ring-2 ring-white transition-opacity hover:bg-brand-800',
          hidden && 'invisible opacity-0',
        )}
      >
        <ChatIcon className="size-6" />
        <span aria-hidden="true">{t('chat.title')}</span>
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-1.5 -right-1 min-w-6 rounded-full bg-amber-400 px-1.5 text-center text-sm leading-6 font-bold text-stone-900"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
    </>
  );
}
