import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isolate, useTranslation } from '@/lib/i18n';
import { Avatar, Button, StatusText } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { BlockDialogLoader, ReportDialogLoader } from '../../safety';
import { failureToast, serverMessage, useChatPerson } from '../hooks/use-chat-data';
import { useLatest } from '../hooks/use-latest';
import { forgetBlocked, loadEarlier, loadLatest, sendMessage } from '../model/chat-actions';
import { useThread } from '../model/chat-runtime';
import type { ChatMessage } from '../model/messages';
import { ChatHeader, ChatHeading } from './chat-header';
import { ChatMenu } from './chat-menu';
import type { ChatViewProps } from './contact-list';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { PresenceLabel } from './presence-label';

/** Refusals whose own text tells the person what to do (a seller writing first to a buyer, say). */
const EXPLAINED = new Set([
  'conversation_not_allowed',
  'bad_request',
  'not_found',
  'rate_limited',
  'cross_site_request',
]);

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
  const translate = useLatest(t);
  const name = person?.fullName ?? (isPending ? '' : t('chat.unknownUser'));
  const [dialog, setDialog] = useState<SafetyDialog>(null);
  const closeDialog = () => setDialog(null);

  const showLoadFailure = useCallback(
    (error: unknown) =>
      failureToast(translate.current, error, 'toast.failedToGetMessages', 'toast.somethingWentWrongMessages'),
    [translate],
  );

  const load = useCallback(() => {
    loadLatest(queryClient, userId).catch(showLoadFailure);
  }, [queryClient, userId, showLoadFailure]);
  useEffect(load, [load]);

  const send = (text: string, clientId?: string) => {
    sendMessage(queryClient, { from: me._id, to: userId, text, ...(clientId ? { clientId } : {}) }).catch(
      (error: unknown) => {
        const fallback = t('toast.errorSendingMessage');
        if (isApiError(error) && error.code === 'blocked')
          toast.error(t('safety.sendBlocked', { name: isolate(name) }));
        else
          toast.error(
            isApiError(error) && EXPLAINED.has(error.code) ? serverMessage(t, error, fallback) : fallback,
          );
      },
    );
  };

  const retry = (message: ChatMessage) => send(message.message, message.clientId);

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
        <div className="min-w-0">
          <ChatHeading id={headingId} ref={headingRef}>
            <bdi>{name || t('state.loading')}</bdi>
          </ChatHeading>
          <PresenceLabel userId={userId} className="text-white/90" />
        </div>
        {person && me.role !== 'moderator' ? (
          <ChatMenu
            className="ml-auto"
            buttonClassName="text-white hover:bg-white/15 focus-visible:bg-white/15"
            label={t('chat.menu', { name })}
            items={[
              { label: t('chat.profile'), onSelect: () => go({ view: 'profile', userId }) },
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
      {(thread.status === 'loading' || thread.status === 'idle') && thread.messages.length === 0 ? (
        <div className="min-h-0 flex-1 bg-stone-100">
          <StatusText>{t('state.loading')}</StatusText>
        </div>
      ) : thread.status === 'error' && thread.messages.length === 0 ? (
        <div className="flex min-h-0 flex-1 flex-col items-center gap-2 bg-stone-100 px-4 py-8 text-center">
          <p role="alert" className="text-red-700">
            {t('chat.loadFailed')}
          </p>
          <Button variant="outline" size="sm" onClick={load}>
            {t('chat.tryAgain')}
          </Button>
        </div>
      ) : (
        <MessageList
          thread={thread}
          myId={me._id}
          otherName={name}
          onLoadEarlier={() => void loadEarlier(userId).catch(showLoadFailure)}
          onRetry={retry}
          onReport={
            me.role === 'moderator'
              ? undefined
              : (message) => setDialog({ kind: 'report-message', messageId: message._id })
          }
        />
      )}
      <MessageComposer recipientName={name} onSend={(text) => send(text)} />
    </>
  );
}
