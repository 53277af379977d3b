import { ROLE } from '@kisansetu/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { isolate, useTranslation } from '@/lib/i18n';
import { failureText } from '@/lib/error-text';
import { Avatar, Button, StatusText } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { useRootStore } from '@/lib/store';
import { toast } from '@/lib/toast';
import { AlertStopLine, alertCodeIn } from '../../alerts';
import { BlockDialogLoader, ReportDialogLoader } from '../../safety';
import { TrustCompact, useTrust } from '../../trust';
import { chatKeys } from '../api';
import { failureToast, translateText, useChatPerson } from '../hooks/use-chat-data';
import { useShareMyNumber } from './share-my-number';
import { useDeals } from '../hooks/use-deals';
import { useLatest } from '../hooks/use-latest';
import { useSendMessage, useThread } from '../hooks/use-thread';
import { forgetBlocked } from '../model/chat-actions';
import type { ChatMessage, OutgoingFile } from '../model/messages';
import { lastProductIn } from '../model/thread-cache';
import { CallLink } from '@/components/call-link';
import { ChatHeader, ChatHeading } from './chat-header';
import { ChatMenu } from './chat-menu';
import { VerifiedIcon } from '@/components/icons';
import type { ChatViewProps } from './contact-list';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { PresenceLabel } from './presence-label';
import { PinnedProduct, QuickReplies, priceAgreed } from './product-about';

/** Refusals whose own text tells the person what to do (a seller writing first to a buyer, say). */
const EXPLAINED = new Set([
  'conversation_not_allowed',
  'bad_request',
  'not_found',
  'rate_limited',
  'cross_site_request',
]);

/** A photo or voice note the server would not take says why (too long, too large, not a kind it accepts). */
const FILE_REFUSALS = new Set(['validation_failed', 'payload_too_large', 'unsupported_media_type']);

type SafetyDialog =
  { kind: 'block' } | { kind: 'report-user' } | { kind: 'report-message'; messageId: string } | null;

/** The single view: one conversation, its history paged back in time, and the message box. */
export function ConversationView({
  me,
  userId,
  go,
  onClose,
  headingRef,
  headingId,
}: ChatViewProps & { userId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { person, isPending } = useChatPerson(userId);
  const thread = useThread(userId);
  const { send: sendNow } = useSendMessage(userId);
  const translate = useLatest(t);
  const name = person?.fullName ?? (isPending ? '' : t('chat.unknownUser'));
  const [dialog, setDialog] = useState<SafetyDialog>(null);
  const shareNumber = useShareMyNumber(userId, name);
  const deals = useDeals();
  // Stars and deals done beside the name: a farmer judges a buyer too. Not for a moderator reading along.
  const trust = useTrust(userId, me.role !== 'moderator' && person !== null && !person.deleted);
  // A deal changed by the person's own answer: its chat message is read with the thread's newest page.
  const refreshThread = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: chatKeys.thread(userId) }),
    [queryClient, userId],
  );
  const closeDialog = () => setDialog(null);
  // Opened from an SMS or WhatsApp alert's link (/c/{code} adds it): the way to stop those alerts is offered here.
  const alertCode = alertCodeIn(useLocation().search);

  // The listing the conversation is about: the one it was opened from, else the last one a message carried.
  const openedAbout = useRootStore((state) =>
    state.chat.selectedUserId === userId ? state.chat.selectedProductId : null,
  );
  const lastAbout = lastProductIn(thread.messages) ?? person?.lastProduct ?? undefined;
  const pinnedId = openedAbout ?? lastAbout?._id ?? null;
  const snapshot =
    [...thread.messages].reverse().find((m) => m.product?._id === pinnedId)?.product ??
    (lastAbout?._id === pinnedId ? lastAbout : undefined);
  // The first message after opening from a listing carries it, unless the conversation is already about it (or a
  // message about it is on its way).
  const attachProduct =
    openedAbout !== null &&
    thread.status === 'success' &&
    lastAbout?._id !== openedAbout &&
    !thread.messages.some((m) => m.aboutProductId === openedAbout)
      ? openedAbout
      : undefined;

  const showLoadFailure = useCallback(
    (error: unknown) =>
      failureToast(translate.current, error, 'toast.failedToGetMessages', 'toast.somethingWentWrongMessages'),
    [translate],
  );
  // A failed first load gets its toast once (the view shows "Try again" as well).
  const toasted = useRef(false);
  useEffect(() => {
    if (thread.status !== 'error' || toasted.current) return;
    toasted.current = true;
    showLoadFailure(thread.error);
  }, [thread.status, thread.error, showLoadFailure]);

  const send = (text: string, retryOf?: ChatMessage, file?: OutgoingFile) => {
    sendNow({
      from: me._id,
      text,
      productId: attachProduct,
      ...(retryOf ? { retryOf } : {}),
      ...(file ? { file } : {}),
    }).catch((error: unknown) => {
      const fallback = t('toast.errorSendingMessage');
      const fileField = isApiError(error) ? (error.fields?.audio ?? error.fields?.image) : undefined;
      if (isApiError(error) && error.code === 'blocked')
        toast.error(t('safety.sendBlocked', { name: isolate(name) }));
      else if (fileField !== undefined) toast.error(translateText(t, fileField));
      else
        toast.error(
          isApiError(error) && (EXPLAINED.has(error.code) || FILE_REFUSALS.has(error.code))
            ? failureText(error, fallback)
            : fallback,
        );
    });
  };

  const retry = (message: ChatMessage) => send(message.message, message);

  return (
    <>
      <ChatHeader onBack={() => go({ view: 'home' })} onClose={onClose}>
        <button
          type="button"
          onClick={() => go({ view: 'profile', userId })}
          aria-label={t('chat.viewProfile', { name })}
          className="shrink-0 rounded-full"
        >
          <Avatar src={person?.avatarUrl} name={name} alt="" size="sm" className="ring-2 ring-white/70" />
        </button>
        <div className="min-w-0 flex-1">
          <ChatHeading id={headingId} ref={headingRef}>
            <bdi title={name || undefined}>{name || t('state.loading')}</bdi>
          </ChatHeading>
          {/* One line: what does not fit beside the presence wraps onto a line the header does not show. */}
          <div className="flex h-4 flex-wrap items-center gap-x-2 overflow-hidden text-xs leading-4 whitespace-nowrap">
            <PresenceLabel userId={userId} className="text-white/90" />
            {person?.phoneVerified ? (
              <span role="img" aria-label={t('phone.verified')} title={t('phone.verified')}>
                <VerifiedIcon />
              </span>
            ) : null}
            {trust.data ? <TrustCompact trust={trust.data} tone="inverse" className="text-xs" /> : null}
          </div>
        </div>
        {me.role === ROLE.buyer && person?.role === 'seller' && person.phoneNumber ? (
          <CallLink
            compact
            phoneNumber={person.phoneNumber}
            name={name}
            className="ml-auto text-white hover:bg-white/15"
          />
        ) : null}
        {person && me.role !== 'moderator' ? (
          <ChatMenu
            className={me.role === ROLE.buyer && person.phoneNumber ? undefined : 'ml-auto'}
            buttonClassName="text-white hover:bg-white/15 focus-visible:bg-white/15"
            label={t('chat.menu', { name })}
            items={[
              { label: t('chat.profile'), onSelect: () => go({ view: 'profile', userId }) },
              ...(person.contactShared === false && !person.deleted
                ? [{ label: t('privacy.shareMyNumber'), onSelect: () => shareNumber.mutate() }]
                : []),
              {
                label: <bdi>{t('report.reportPerson', { name })}</bdi>,
                onSelect: () => setDialog({ kind: 'report-user' }),
              },
              {
                label: <bdi>{t('safety.blockNamed', { name })}</bdi>,
                onSelect: () => setDialog({ kind: 'block' }),
                danger: true,
              },
            ]}
          />
        ) : null}
      </ChatHeader>
      {alertCode ? <AlertStopLine code={alertCode} /> : null}
      {/* Escape in a dialog closes the dialog only, not the chat panel around it. */}
      <div
        className="contents"
        onKeyDown={(event) => {
          if (event.key === 'Escape') event.stopPropagation();
        }}
      >
        <ReportDialogLoader
          open={dialog?.kind === 'report-user'}
          onClose={closeDialog}
          targetType="user"
          targetId={userId}
          name={name}
        />
        <ReportDialogLoader
          open={dialog?.kind === 'report-message'}
          onClose={closeDialog}
          targetType="message"
          targetId={dialog?.kind === 'report-message' ? dialog.messageId : ''}
          name={name}
        />
        <BlockDialogLoader
          open={dialog?.kind === 'block'}
          onClose={closeDialog}
          userId={userId}
          name={name}
          onBlocked={() => forgetBlocked(queryClient, userId)}
        />
      </div>
      {pinnedId ? <PinnedProduct productId={pinnedId} snapshot={snapshot} /> : null}
      {deals &&
      pinnedId &&
      thread.status === 'success' &&
      (me.role === ROLE.buyer || me.role === 'seller') ? (
        <deals.MakeOfferBar
          productId={pinnedId}
          me={me}
          otherId={userId}
          otherRole={person?.role}
          otherName={name}
          messages={thread.messages}
          onSent={refreshThread}
        />
      ) : null}
      {thread.status === 'pending' && thread.messages.length === 0 ? (
        <div className="min-h-0 flex-1 bg-stone-100">
          <StatusText>{t('state.loading')}</StatusText>
        </div>
      ) : thread.status === 'error' && thread.messages.length === 0 ? (
        <div className="flex min-h-0 flex-1 flex-col items-center gap-2 bg-stone-100 px-4 py-8 text-center">
          <p role="alert" className="text-red-700">
            {t('chat.loadFailed')}
          </p>
          <Button variant="outline" size="sm" onClick={() => void thread.retry()}>
            {t('chat.tryAgain')}
          </Button>
        </div>
      ) : (
        <MessageList
          messages={thread.messages}
          ready={thread.status === 'success'}
          hasEarlier={thread.hasEarlier}
          loadingEarlier={thread.loadingEarlier}
          myId={me._id}
          otherName={name}
          onLoadEarlier={() => void thread.loadEarlier().catch(showLoadFailure)}
          onRetry={retry}
          onReport={
            me.role === 'moderator'
              ? undefined
              : (message) => setDialog({ kind: 'report-message', messageId: message._id })
          }
          onDealChanged={refreshThread}
        />
      )}
      {pinnedId && thread.status === 'success' ? (
        <QuickReplies
          role={me.role}
          agreed={priceAgreed(thread.messages, pinnedId)}
          onPick={(text) => send(text)}
        />
      ) : null}
      <MessageComposer
        recipientName={name}
        onSend={(text) => send(text)}
        onSendFile={(file, text) => send(text, undefined, file)}
      />
    </>
  );
}
