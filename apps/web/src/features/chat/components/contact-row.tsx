import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { isolate, useTranslation } from '@/lib/i18n';
import { Avatar, Button, cn } from '@/components/ui';
import { useLongPress } from '../hooks/use-long-press';
import { useIsOnline } from '../model/chat-runtime';
import { contactTime } from '../model/chat-time';
import type { ChatPerson } from '../model/messages';
import { MoreIcon } from './icons';
import { PresenceLabel } from './presence-label';

export interface ContactRowProps {
  person: ChatPerson;
  myId: string;
  unread: number;
  onOpenConversation: () => void;
  onOpenProfile: () => void;
  /** Resolves true when the conversation was deleted. */
  onDelete: () => Promise<boolean>;
}

/** Keys that open the delete overlay from the keyboard: Delete, the menu key, Shift+F10. */
function isOptionsKey(event: KeyboardEvent): boolean {
  return event.key === 'Delete' || event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');
}

/**
 * One conversation in the list: the avatar opens the profile, the name the conversation. Holding the row for 1.5 s
 * (or the keyboard's Delete / menu key, or the options button that appears on focus) shows Delete and Cancel.
 */
export function ContactRow({
  person,
  myId,
  unread,
  onOpenConversation,
  onOpenProfile,
  onDelete,
}: ContactRowProps) {
  const { t, i18n } = useTranslation();
  const [overlay, setOverlay] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const online = useIsOnline(person._id);
  const press = useLongPress(() => setOverlay(true));
  const nameRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  /**
   * The overlay covers the row, so the finger that held it is lifted over the overlay's buttons. Their pointer clicks
   * count only after a press that started on the overlay; keyboard clicks (detail 0) always count.
   */
  const armed = useRef(false);
  const metaId = useId();
  const overlayTitleId = useId();
  useEffect(() => {
    armed.current = false;
    if (overlay) cancelRef.current?.focus();
  }, [overlay]);

  function overlayAction(action: () => void) {
    return (event: MouseEvent) => {
      if (event.detail > 0 && !armed.current) return;
      action();
    };
  }

  const name = person.fullName;
  const last = person.lastMessage;
  const preview = last
    ? last.senderId === myId
      ? t('chat.lastMessageYou', { message: isolate(last.message) })
      : last.message
    : t('chat.noMessagesYet');

  function closeOverlay(): void {
    setOverlay(false);
    nameRef.current?.focus();
  }

  async function confirmDelete(): Promise<void> {
    setDeleting(true);
    const deleted = await onDelete();
    setDeleting(false);
    if (!deleted) closeOverlay();
  }

  return (
    <li className="relative border-b border-stone-100">
      <div
        {...press}
        onKeyDown={(event) => {
          if (!isOptionsKey(event)) return;
          event.preventDefault();
          setOverlay(true);
        }}
        className="flex items-center gap-3 px-3 py-2.5 select-none [-webkit-touch-callout:none] hover:bg-stone-50"
      >
        <button
          type="button"
          onClick={onOpenProfile}
          aria-label={t('chat.viewProfile', { name })}
          className="relative shrink-0 rounded-full"
        >
          <Avatar src={person.avatarUrl} name={name} alt="" />
          <span
            aria-hidden="true"
            className={cn(
              'absolute right-0 bottom-0 size-3.5 rounded-full ring-2 ring-white',
              online ? 'bg-green-500' : 'bg-stone-400',
            )}
          />
        </button>
        <button
          ref={nameRef}
          type="button"
          onClick={onOpenConversation}
          aria-label={t('common.chatWith', { name })}
          aria-describedby={metaId}
          className="min-w-0 flex-1 rounded-md py-0.5 text-left"
        >
          <span className="flex items-baseline justify-between gap-2">
            <bdi className="truncate font-semibold text-stone-900">{name}</bdi>
            {last ? (
              <span className="shrink-0 text-xs text-stone-500">
                {contactTime(last.createdAt, i18n.language)}
              </span>
            ) : null}
          </span>
          <span id={metaId} className="mt-0.5 flex items-center gap-1.5 text-sm text-stone-600">
            <PresenceLabel userId={person._id} className={online ? 'text-green-800' : 'text-stone-600'} />
            <span aria-hidden="true">·</span>
            <bdi className={cn('truncate', unread > 0 && 'font-semibold text-stone-900')}>{preview}</bdi>
            {unread > 0 ? <span className="sr-only">{t('chat.unread', { count: unread })}</span> : null}
          </span>
        </button>
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="min-w-6 rounded-full bg-brand-700 px-1.5 text-center text-sm leading-6 font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
        <button
          type="button"
          onClick={() => setOverlay(true)}
          aria-label={t('chat.options', { name })}
          className="sr-only rounded-full p-2 text-stone-700 focus:not-sr-only focus:inline-flex"
        >
          <MoreIcon />
        </button>
      </div>
      {overlay ? (
        <div
          role="group"
          aria-labelledby={overlayTitleId}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            event.stopPropagation();
            closeOverlay();
          }}
          onPointerDown={() => {
            armed.current = true;
          }}
          className="absolute inset-0 z-10 flex flex-col justify-center gap-1.5 bg-white/95 px-3 backdrop-blur-sm"
        >
          <p id={overlayTitleId} className="truncate text-sm font-semibold text-stone-900">
            {t('chat.deleteTitle', { name: isolate(name) })}
          </p>
          <div className="flex gap-2">
            <Button
              variant="danger"
              size="sm"
              onClick={overlayAction(() => void confirmDelete())}
              disabled={deleting}
            >
              {deleting ? t('chat.deleting') : t('chat.deleteChat')}
            </Button>
            <Button
              ref={cancelRef}
              variant="ghost"
              size="sm"
              onClick={overlayAction(closeOverlay)}
              disabled={deleting}
            >
              {t('common.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
