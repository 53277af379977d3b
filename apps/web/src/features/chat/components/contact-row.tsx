import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import type { Unit } from '@kisansetu/contract';
import { isolate, useTranslation } from '@/lib/i18n';
import { Avatar, Button, cn } from '@/components/ui';
import { useLongPress } from '../hooks/use-long-press';
import { useIsOnline } from '../model/chat-runtime';
import { contactTime } from '../model/chat-time';
import { useFormatters } from '@/lib/use-formatters';
import { useDeals } from '../hooks/use-deals';
import type { ChatPerson } from '../model/messages';
import { MoreIcon } from '@/components/icons';
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
  const about = person.lastProduct ?? null;
  const format = useFormatters();
  const deals = useDeals();
  // A deal message has no body of its own: its short line stands in ("Offer: ₹2,100 / quintal").
  // A photo or voice note without words is named for what it is.
  const lastText = last?.deal
    ? (deals?.dealPreviewText(t, last.deal, format.pricePerUnit) ?? '')
    : last?.message ||
      (last?.attachment?.kind === 'image'
        ? t('chatMedia.photo')
        : last?.attachment?.kind === 'audio'
          ? t('chatMedia.voiceNote')
          : last?.message);
  const preview =
    last && lastText !== undefined
      ? last.senderId === myId
        ? t('chat.lastMessageYou', { message: isolate(lastText) })
        : lastText
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
        {...press.handlers}
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
          {about ? <AboutLine name={about.productName} price={about.price} unit={about.unit} /> : null}
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
      {press.holding ? <HoldProgress durationMs={press.delayMs} /> : null}
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

/** How long a press lasts before it counts as a hold worth showing. */
const TAP_MS = 200;

/** "About Onion · ₹1,800 / quintal": the listing the conversation was last about. */
function AboutLine({ name, price, unit }: { name: string; price: number; unit: Unit }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <span className="mt-0.5 flex items-center gap-1 text-xs text-stone-600">
      <bdi className="truncate">{t('chatProduct.about', { name: isolate(name) })}</bdi>
      <span aria-hidden="true">·</span>
      <span className="shrink-0 font-semibold text-brand-800">{format.pricePerUnit(price, unit)}</span>
    </span>
  );
}

/**
 * While a row is held: a bar filling along its bottom edge over the hold's 1.5 s and a line saying to keep holding,
 * so the person knows the press is working. Reduced motion shows the words without the moving bar.
 */
function HoldProgress({ durationMs }: { durationMs: number }) {
  const { t } = useTranslation();
  const bar = useRef<HTMLSpanElement>(null);
  // A tap is a press too: nothing shows for the first moment, so tapping a name does not flash the hint.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), TAP_MS);
    return () => clearTimeout(timer);
  }, []);
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element || typeof element.animate !== 'function') return undefined;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return undefined;
    const animation = element.animate([{ transform: 'scaleX(0)' }, { transform: 'scaleX(1)' }], {
      duration: durationMs,
      easing: 'linear',
      fill: 'forwards',
    });
    return () => animation.cancel();
  }, [durationMs]);
  return (
    <>
      {shown ? (
        <span
          role="status"
          className="pointer-events-none absolute top-1 right-2 rounded-full bg-stone-900/85 px-2 text-xs leading-5 text-white"
        >
          {t('chat.holdToDelete')}
        </span>
      ) : null}
      <span
        ref={bar}
        aria-hidden="true"
        data-testid="hold-progress"
        className={cn(
          'pointer-events-none absolute inset-x-0 bottom-0 h-1 origin-left bg-red-600 rtl:origin-right',
          !shown && 'opacity-0',
        )}
      />
    </>
  );
}
