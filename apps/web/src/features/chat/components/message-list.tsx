import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Message, MessageDeal } from '@kisansetu/contract';
import { useTranslation } from '@/lib/i18n';
import { Button, cn } from '@/components/ui';
import { MessageAttachment } from '../../chat-media';
import { SafetyTip } from '../../safety';
import { useDeals } from '../hooks/use-deals';
import { useLongPress } from '../hooks/use-long-press';
import { messageTime } from '../model/chat-time';
import { ChatMenu } from './chat-menu';
import type { ChatMessage } from '../model/messages';
import { useUploadProgress } from '../model/upload-progress';
import { MessageOfferCard } from './message-offer-card';
import { MessageProductCard } from './product-about';

export interface MessageListProps {
  /** The conversation, oldest first: stored messages, then the person's own still on their way or failed. */
  messages: ChatMessage[];
  /** The newest page has arrived (an empty conversation then says so). */
  ready: boolean;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  myId: string;
  otherName: string;
  onLoadEarlier: () => void;
  onRetry: (message: ChatMessage) => void;
  /** Report a received message (absent: no Report option). */
  onReport?: ((message: ChatMessage) => void) | undefined;
  /** A deal of the conversation changed by the person's own hand (their answer is in; the thread catches up). */
  onDealChanged?: (() => void) | undefined;
}

/** Pixels from the bottom within which the list still follows new messages. */
const STICK_PX = 80;

/** How much of a photo or voice note on its way has gone: a short bar and its percentage. */
function UploadProgress({ fraction }: { fraction: number }) {
  const { t } = useTranslation();
  const percent = Math.round(Math.max(0, Math.min(1, fraction)) * 100);
  const label = t('upload.progress', { percent });
  return (
    <>
      <span aria-hidden="true">{label}</span>
      <span
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="block h-1.5 w-16 overflow-hidden rounded-full bg-stone-300"
      >
        <span className="block h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
      </span>
    </>
  );
}

function Bubble({
  message,
  mine,
  otherName,
  onRetry,
  onReport,
}: {
  message: ChatMessage;
  mine: boolean;
  otherName: string;
  onRetry: () => void;
  onReport: (() => void) | undefined;
}) {
  const { t, i18n } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const press = useLongPress(() => setMenuOpen(true));
  const reportable = !mine && onReport !== undefined && message.status === undefined;
  const progress = useUploadProgress(message.status === 'sending' ? message.clientId : undefined);
  const attachment = message.attachment;
  return (
    <li className={cn('group flex flex-col', mine ? 'items-end' : 'items-start')}>
      <div className={cn('flex max-w-full items-start gap-1', mine && 'flex-row-reverse')}>
        <div
          {...(reportable ? press.handlers : {})}
          className={cn(
            'max-w-[85%] rounded-2xl px-3 py-2 shadow-sm',
            mine ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm bg-white text-stone-900',
            message.status === 'failed' && 'bg-red-50 text-red-900 ring-1 ring-red-300',
          )}
        >
          <span className="sr-only">{mine ? t('chat.you') : otherName}: </span>
          {message.offer ? <MessageOfferCard offer={message.offer} mine={mine} /> : null}
          {message.product ? <MessageProductCard product={message.product} mine={mine} /> : null}
          {attachment ? (
            <div className={cn('py-1', message.message && 'mb-1')}>
              <MessageAttachment attachment={attachment} tone={mine ? 'mine' : 'plain'} />
            </div>
          ) : null}
          {message.message || !attachment ? (
            <p dir="auto" className="text-[0.95rem] break-words whitespace-pre-wrap">
              {message.message}
            </p>
          ) : null}
        </div>
        {reportable ? (
          <ChatMenu
            label={t('chat.messageOptions')}
            align="start"
            open={menuOpen}
            onOpenChange={setMenuOpen}
            className={cn(
              'opacity-0 group-hover:opacity-100 focus-within:opacity-100',
              menuOpen && 'opacity-100',
            )}
            buttonClassName="text-stone-600 hover:bg-stone-200"
            items={[{ label: t('report.reportMessage'), onSelect: onReport, danger: true }]}
          />
        ) : null}
      </div>
      <SafetyTip text={message.message} />
      <p className="mt-0.5 flex items-center gap-2 px-1 text-xs text-stone-600">
        {message.status === 'sending' ? (
          progress !== undefined ? (
            <UploadProgress fraction={progress} />
          ) : (
            t('chat.sending')
          )
        ) : message.status === 'failed' ? (
          <>
            <span className="font-semibold text-red-700">{t('chat.notSent')}</span>
            <button
              type="button"
              onClick={onRetry}
              className="font-semibold text-brand-800 underline"
              aria-label={t('chat.retrySend')}
            >
              {t('chat.retry')}
            </button>
          </>
        ) : (
          <time dateTime={message.createdAt}>{messageTime(message.createdAt, i18n.language)}</time>
        )}
        {/* Sent by a helper (an FPO or agent) for the farmer: both sides see who wrote it. */}
        {message.sentBy ? (
          <span dir="auto">{t('chat.sentVia', { name: message.sentBy.fullName })}</span>
        ) : null}
      </p>
    </li>
  );
}

/** A message that recorded a change of a deal: its card, on the side of whoever made the change, with its time. */
function DealItem({
  message,
  mine,
  myId,
  otherName,
  latest,
  onChanged,
}: {
  message: Message & { deal: MessageDeal };
  mine: boolean;
  myId: string;
  otherName: string;
  latest: boolean;
  onChanged: (() => void) | undefined;
}) {
  const { t, i18n } = useTranslation();
  const deals = useDeals();
  return (
    <li className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
      {deals ? (
        <deals.DealMessageCard
          message={message}
          myId={myId}
          otherName={otherName}
          latest={latest}
          onChanged={onChanged}
        />
      ) : (
        <p className="w-[min(22rem,85vw)] rounded-xl bg-white p-3 text-sm text-stone-600 shadow-sm">
          {t('state.loading')}
        </p>
      )}
      <p className="mt-0.5 px-1 text-xs text-stone-600">
        <time dateTime={message.createdAt}>{messageTime(message.createdAt, i18n.language)}</time>
      </p>
    </li>
  );
}

function hasDeal(message: ChatMessage): message is ChatMessage & { deal: MessageDeal } {
  return message.deal !== undefined;
}

/**
 * The conversation, oldest first, following the newest message: at the bottom on open, and when a message comes in
 * while the person is near the bottom or sends one. Loading earlier messages keeps the view where it was.
 */
export function MessageList({
  messages,
  ready,
  hasEarlier,
  loadingEarlier,
  myId,
  otherName,
  onLoadEarlier,
  onRetry,
  onReport,
  onDealChanged,
}: MessageListProps) {
  const { t } = useTranslation();
  // Only a deal's latest card carries its actions.
  const deals = useDeals();
  const latestOfDeal = useMemo(() => deals?.latestDealMessages(messages), [deals, messages]);
  const scroller = useRef<HTMLDivElement>(null);
  const previous = useRef<{
    first?: string;
    last?: string;
    height: number;
    top: number;
    nearBottom: boolean;
  }>({
    height: 0,
    top: 0,
    nearBottom: true,
  });
  const first = messages[0];
  const last = messages.at(-1);

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const before = previous.current;
    const prepended = before.first !== undefined && first?._id !== before.first && last?._id === before.last;
    if (prepended) {
      box.scrollTop = box.scrollHeight - before.height + before.top;
    } else if (
      last?._id !== before.last &&
      (before.nearBottom || last?.senderId === myId || before.last === undefined)
    ) {
      box.scrollTop = box.scrollHeight;
    }
    previous.current = {
      first: first?._id,
      last: last?._id,
      height: box.scrollHeight,
      top: box.scrollTop,
      nearBottom: box.scrollHeight - box.scrollTop - box.clientHeight < STICK_PX,
    };
  }, [first?._id, last?._id, last?.senderId, myId]);

  // The keyboard opening, a rotation or a language switch resizes the list: stay on the newest message if it was shown.
  useEffect(() => {
    const box = scroller.current;
    if (!box || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (previous.current.nearBottom) box.scrollTop = box.scrollHeight;
    });
    observer.observe(box);
    const content = box.querySelector('ol');
    if (content) observer.observe(content);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={scroller}
      onScroll={(event) => {
        const box = event.currentTarget;
        previous.current = {
          ...previous.current,
          height: box.scrollHeight,
          top: box.scrollTop,
          nearBottom: box.scrollHeight - box.scrollTop - box.clientHeight < STICK_PX,
        };
      }}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-stone-100 px-3 py-3"
    >
      {hasEarlier ? (
        <div className="mb-3 flex justify-center">
          <Button variant="outline" size="sm" onClick={onLoadEarlier} disabled={loadingEarlier}>
            {loadingEarlier ? t('chat.loadingEarlier') : t('chat.loadEarlier')}
          </Button>
        </div>
      ) : null}
      {messages.length === 0 && ready ? (
        <p className="py-8 text-center text-stone-600">{t('chat.startConversation')}</p>
      ) : null}
      <div role="log" aria-live="polite" aria-label={t('chat.messagesWith', { name: otherName })}>
        <ol className="flex flex-col gap-2">
          {messages.map((message) =>
            hasDeal(message) ? (
              <DealItem
                key={message._id}
                message={message}
                mine={message.senderId === myId}
                myId={myId}
                otherName={otherName}
                latest={latestOfDeal?.get(message.deal._id) === message._id}
                onChanged={onDealChanged}
              />
            ) : (
              <Bubble
                // The local copy and the stored message share a key: the bubble stays put when the server answers.
                key={message.clientId ? `${message.senderId}:${message.clientId}` : message._id}
                message={message}
                mine={message.senderId === myId}
                otherName={otherName}
                onRetry={() => onRetry(message)}
                onReport={onReport ? () => onReport(message) : undefined}
              />
            ),
          )}
        </ol>
      </div>
    </div>
  );
}
