import { useMemo } from 'react';
import { useInfiniteQuery, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { Mutation, QueryClient } from '@tanstack/react-query';
import { TOASTS } from '@kisansetu/contract';
import type { Message } from '@kisansetu/contract';
import { useRootStore } from '@/lib/store';
import { chatKeys, fetchMessages, markRead, postMessage, syncConversation } from '../api';
import { bumpContact, clearUnread, isKnownContact } from '../model/chat-cache';
import { useChatRuntime } from '../model/chat-runtime';
import { newClientId, withOutbox } from '../model/messages';
import type { ChatMessage } from '../model/messages';
import { addToThread, earlierPageParam, threadMessages } from '../model/thread-cache';
import type { ThreadData } from '../model/thread-cache';

/** What one send carries; `clientId` is set before the request, so a retry reuses it. */
export interface SendVariables {
  from: string;
  to: string;
  /** Already checked with the contract's sendMessageSchema (trimmed, 1..2000). */
  text: string;
  clientId: string;
  /** The listing the message is about, when it is the first about it. */
  productId?: string | undefined;
  /** When the send was first tried: the bubble keeps its place while retried. */
  createdAt: string;
}

function warnReadFailed(error: unknown): void {
  console.warn('Could not mark messages read:', error);
}

/**
 * One conversation from the query cache: the history as an infinite query (the newest page when opened, earlier
 * pages on demand), with this person's own sends still on their way or failed after it. Opening it marks what
 * the other person sent as read.
 */
export function useThread(userId: string) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery<
    Message[],
    Error,
    ThreadData,
    ReturnType<typeof chatKeys.thread>,
    string | undefined
  >({
    queryKey: chatKeys.thread(userId),
    queryFn: async ({ pageParam, signal }) => {
      const page = await fetchMessages(userId, pageParam, signal);
      // The newest page is on screen now: its messages are read (a GET marks nothing, POST message/read does).
      if (pageParam === undefined) {
        clearUnread(queryClient, userId);
        if (page.some((m) => m.senderId === userId)) markRead(userId).catch(warnReadFailed);
      }
      return page;
    },
    initialPageParam: undefined,
    getNextPageParam: (oldestPage) => earlierPageParam(oldestPage),
    // An open conversation is kept current by the socket; it is fetched again when opened or after a reconnect.
    staleTime: 0,
  });
  const outbox = useMutationState<ChatMessage>({
    filters: { mutationKey: chatKeys.send(userId), predicate: (m) => m.state.status !== 'success' },
    select: (mutation) => localCopy(mutation as Mutation<Message, Error, SendVariables>),
  });
  const stored = useMemo(() => threadMessages(query.data), [query.data]);
  const messages = useMemo(() => withOutbox(stored, outbox), [stored, outbox]);
  return {
    messages,
    status: query.status,
    /** Whether older messages may exist on the server ("load earlier"). */
    hasEarlier: query.hasNextPage,
    loadingEarlier: query.isFetchingNextPage,
    error: query.error,
    /** "Load earlier": the page before the oldest shown; rejects when it could not be fetched. */
    loadEarlier: async () => {
      const result = await query.fetchNextPage({ cancelRefetch: false });
      if (result.isFetchNextPageError) throw result.error;
    },
    retry: () => query.refetch(),
  };
}

/** A send on its way (or failed) as the bubble that shows it. */
function localCopy(mutation: Mutation<Message, Error, SendVariables>): ChatMessage {
  const variables = mutation.state.variables!;
  return {
    _id: `local:${variables.clientId}`,
    clientId: variables.clientId,
    senderId: variables.from,
    receiverId: variables.to,
    message: variables.text,
    createdAt: variables.createdAt,
    status: mutation.state.status === 'error' ? 'failed' : 'sending',
    aboutProductId: variables.productId,
  };
}

/** Earlier attempts of the same message (a failed try that was retried) leave the mutation cache once it is stored. */
function forgetAttempts(queryClient: QueryClient, to: string, clientId: string): void {
  const cache = queryClient.getMutationCache();
  for (const mutation of cache.findAll({ mutationKey: chatKeys.send(to) })) {
    const variables = mutation.state.variables as SendVariables | undefined;
    if (variables?.clientId === clientId) cache.remove(mutation);
  }
}

/**
 * Sending: shown at once (the mutation's variables are the local copy), replaced by the stored message when the
 * server answers, marked failed (for a retry with the same clientId) when it does not. The first message to someone
 * who was not a contact yet is followed by message/sync and a fresh contacts list.
 */
export function useSendMessage(to: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation<Message, Error, SendVariables>({
    mutationKey: chatKeys.send(to),
    // A failed message stays until it is retried or the conversation is deleted, however long that takes.
    gcTime: Infinity,
    mutationFn: ({ text, clientId, productId }) =>
      postMessage(
        to,
        { message: text, clientId, ...(productId ? { productId } : {}) },
        useChatRuntime.getState().socketId,
      ),
    onSuccess: async (message, { from, clientId }) => {
      // Answered after a logout or another sign-in: nothing of it belongs in this user's cache.
      if (useRootStore.getState().user?._id !== from) return;
      const isNew = !isKnownContact(queryClient, to);
      addToThread(queryClient, to, [message]);
      forgetAttempts(queryClient, to, clientId);
      if (!isNew && bumpContact(queryClient, to, message)) return;
      if (isNew) {
        try {
          await syncConversation(to);
        } catch (error) {
          console.warn(TOASTS.errorSyncingMessages, error);
        }
      }
      await queryClient.invalidateQueries({ queryKey: chatKeys.contacts });
    },
  });
  const { mutateAsync } = mutation;
  return useMemo(
    () => ({
      /** Sends a new message, or retries a failed one with its own clientId. */
      send: (input: { from: string; text: string; productId?: string | undefined; retryOf?: ChatMessage }) =>
        mutateAsync({
          from: input.from,
          to,
          text: input.text,
          clientId: input.retryOf?.clientId ?? newClientId(),
          productId: input.retryOf ? input.retryOf.aboutProductId : input.productId,
          createdAt: input.retryOf?.createdAt ?? new Date().toISOString(),
        }),
    }),
    [mutateAsync, to],
  );
}

export type { ThreadData };
