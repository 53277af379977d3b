import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Avatar, Button, StatusText } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { failureToast, serverMessage, useChatPerson } from '../hooks/use-chat-data';
import { useLatest } from '../hooks/use-latest';
import { loadEarlier, loadLatest, sendMessage } from '../model/chat-actions';
import { useThread } from '../model/chat-runtime';
import type { ChatMessage } from '../model/messages';
import { ChatHeader, ChatHeading } from './chat-header';
import type { ChatViewProps } from './contact-list';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { PresenceLabel } from './presence-label';

/** Refusals whose own text tells the person what to do (a seller writing first to a buyer, say). */
const EXPLAINED = new Set(['conversation_not_allowed', 'bad_request', 'not_found']);

/** The single view: one conversation, its history paged back in time, and the message box. */
export function ConversationView({ me, userId, go, onClose, headingRef, headingId }: ChatViewProps & { userId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { person, isPending } = useChatPerson(userId);
  const thread = useThread(userId);
  const translate = useLatest(t);
  const name = person?.fullName ?? (isPending ? '' : t('chat.unknownUser'));

  const showLoadFailure = useCallback(
    (error: unknown) => failureToast(translate.current, error, 'toast.failedToGetMessages', 'toast.somethingWentWrongMessages'),
    [translate],
  );

  const load = useCallback(() => {
    loadLatest(queryClient, userId).catch(showLoadFailure);
  }, [queryClient, userId, showLoadFailure]);
  useEffect(load, [load]);

  const send = (text: string, clientId?: string) => {
    sendMessage(queryClient, { from: me._id, to: userId, text, ...(clientId ? { clientId } : {}) }).catch((error: unknown) => {
      const fallback = t('toast.errorSendingMessage');
      toast.error(isApiError(error) && EXPLAINED.has(error.code) ? serverMessage(t, error, fallback) : fallback);
    });
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
            {name || t('state.loading')}
          </ChatHeading>
          <PresenceLabel userId={userId} className="text-white/90" />
        </div>
      </ChatHeader>
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
        />
      )}
      <MessageComposer recipientName={name} onSend={(text) => send(text)} />
    </>
  );
}
