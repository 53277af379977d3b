import { useMemo } from 'react';
import { useInfiniteQuery, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { Mutation, QueryClient } from '@tanstack/react-query';
import { TOASTS } from '@kisansetu/contract';
import type { Message, MessageAttachment } from '@kisansetu/contract';
import { isApiError } from '@/lib/api-client';
import { actingFarmerId } from '@/lib/acting-for';
import { useRootStore } from '@/lib/store';
import { keepVoiceNote } from '../../chat-media';
import {
  chatKeys,
  fetchMessages,
  markRead,
  postMessage,
  postMessageWithFile,
  syncConversation,
} from '../api';
import { bumpContact, clearUnread, isKnownContact } from '../model/chat-cache';
import { useChatRuntime } from '../model/chat-runtime';
import { newClientId, withOutbox } from '../model/messages';
import type { ChatMessage, OutgoingFile } from '../model/messages';
import { clearUploadProgress, setUploadProgress } from '../model/upload-progress';
import { addToThread, earlierPageParam, threadMessages } from '../model/thread-cache';
import type { ThreadData } from '../model/thread-cache';

/** What one send carries; `clientId` is set before the request, so a retry reuses it. */
export interface SendVariables {
  from: string;
  to: string;
  /** Already checked with the contract's sendMessageSchema (trimmed, 1..2000; may be empty beside a file). */
  text: string;
  /** A photo or voice note sent with the text. */
  file?: OutgoingFile | undefined;
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

/** Object URLs of the files on their way, by clientId: one a file, however often its bubble is drawn. */
const localUrls = new Map<string, string>();

function localUrl(clientId: string, file: Blob): string {
  let url = localUrls.get(clientId);
  if (url === undefined) {
    url = URL.createObjectURL(file);
    localUrls.set(clientId, url);
  }
  return url;
}

function dropLocalUrl(clientId: string): void {
  const url = localUrls.get(clientId);
  if (url === undefined) return;
  URL.revokeObjectURL(url);
  localUrls.delete(clientId);
}

/** What the bubble shows of a file before the server has it: the phone's own copy. */
function localAttachment(clientId: string, file: OutgoingFile): MessageAttachment {
  const url = localUrl(clientId, file.file);
  return file.kind === 'image'
    ? { kind: 'image', url, width: file.width, height: file.height }
    : { kind: 'audio', url, durationSeconds: file.durationSeconds, mime: file.mime };
}

/** A send on its way (or failed) as the bubble that shows it. */
function localCopy(mutation: Mutation<Message, Error, SendVariables>): ChatMessage {
  const variables = mutation.state.variables!;
  const file = variables.file;
  return {
    _id: `local:${variables.clientId}`,
    clientId: variables.clientId,
    senderId: variables.from,
    receiverId: variables.to,
    message: variables.text,
    createdAt: variables.createdAt,
    status: mutation.state.status === 'error' ? 'failed' : 'sending',
    aboutProductId: variables.productId,
    ...(file ? { attachment: localAttachment(variables.clientId, file), outgoing: file } : {}),
  };
}

/** Times an upload is tried again by itself after a dropped connection, before it shows "Not sent". */
const FILE_RETRIES = 3;

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
 * server answers, marked failed (for a retry with the same clientId) when it does not. Offline, a send waits (paused)
 * and goes when the connection returns. A photo or voice note goes as multipart with its progress shown, and is tried
 * again by itself when a weak connection drops it. The first message to someone who was not a contact yet is
 * followed by message/sync and a fresh contacts list.
 */
export function useSendMessage(to: string) {
  const queryClient = useQueryClient();
  const onSuccess = async (message: Message, { from, clientId, file }: SendVariables) => {
    if (file) dropLocalUrl(clientId);
    // Answered after a logout or another sign-in: nothing of it belongs in this user's cache.
    if ((actingFarmerId() ?? useRootStore.getState().user?._id) !== from) return;
    // The sender's own voice note plays from the phone, offline too, without being downloaded back.
    if (file?.kind === 'audio' && message.attachment?.kind === 'audio')
      void keepVoiceNote(message.attachment.url, file.file);
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
  };
  const { mutateAsync: sendText } = useMutation<Message, Error, SendVariables>({
    mutationKey: chatKeys.send(to),
    // A failed message stays until it is retried or the conversation is deleted, however long that takes.
    gcTime: Infinity,
    mutationFn: ({ text, clientId, productId }) =>
      postMessage(
        to,
        { message: text, clientId, ...(productId ? { productId } : {}) },
        useChatRuntime.getState().socketId,
      ),
    onSuccess,
  });
  const { mutateAsync: sendFile } = useMutation<Message, Error, SendVariables>({
    mutationKey: chatKeys.send(to),
    gcTime: Infinity,
    mutationFn: ({ text, clientId, productId, file }) => {
      setUploadProgress(clientId, 0);
      return postMessageWithFile(
        to,
        { message: text, clientId, ...(productId ? { productId } : {}) },
        file!,
        useChatRuntime.getState().socketId,
        (fraction) => setUploadProgress(clientId, fraction),
      );
    },
    retry: (failureCount, error) =>
      failureCount < FILE_RETRIES &&
      isApiError(error) &&
      (error.isNetwork || error.code === 'service_unavailable'),
    onSuccess,
    onSettled: (_message, _error, { clientId }) => clearUploadProgress(clientId),
  });
  return useMemo(
    () => ({
      /** Sends a new message (with a photo or voice note when given), or retries a failed one with its own clientId. */
      send: (input: {
        from: string;
        text: string;
        productId?: string | undefined;
        file?: OutgoingFile | undefined;
        retryOf?: ChatMessage;
      }) => {
        const file = input.retryOf ? input.retryOf.outgoing : input.file;
        return (file ? sendFile : sendText)({
          from: input.from,
          to,
          text: input.text,
          clientId: input.retryOf?.clientId ?? newClientId(),
          productId: input.retryOf ? input.retryOf.aboutProductId : input.productId,
          createdAt: input.retryOf?.createdAt ?? new Date().toISOString(),
          ...(file ? { file } : {}),
        });
      },
    }),
    [sendFile, sendText, to],
  );
}

export type { ThreadData };
