import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Message, MessageProduct } from '@kisansetu/contract';
import { MESSAGE_PAGE_SIZE, chatKeys } from '../api';
import { mergeMessages } from './messages';

/**
 * One conversation in the query cache: `pages[0]` is the newest page, each later page the one before it; every page
 * is oldest first. The page param is the `before` message id (undefined: the newest page).
 */
export type ThreadData = InfiniteData<Message[], string | undefined>;

/** Where "load earlier" pages back from: the oldest message of the oldest page, while that page was full. */
export function earlierPageParam(oldestPage: Message[]): string | undefined {
  return oldestPage.length >= MESSAGE_PAGE_SIZE ? oldestPage[0]?._id : undefined;
}

/** Every stored message of the conversation, oldest first, each once. */
export function threadMessages(data: ThreadData | undefined): Message[] {
  if (!data) return [];
  return mergeMessages([], [...data.pages].reverse().flat());
}

/**
 * Adds stored messages (a send's answer, a `newMessage` event) to a conversation already in the cache, each once.
 * A conversation not loaded yet is left alone: it is fetched whole when opened.
 */
export function addToThread(queryClient: QueryClient, userId: string, messages: readonly Message[]): void {
  queryClient.setQueryData<ThreadData>(chatKeys.thread(userId), (data) => {
    if (!data || data.pages.length === 0) return data;
    const [newest, ...older] = data.pages;
    return { ...data, pages: [mergeMessages(newest ?? [], messages), ...older] };
  });
}

export function dropThread(queryClient: QueryClient, userId: string): void {
  queryClient.removeQueries({ queryKey: chatKeys.thread(userId), exact: true });
  const sends = queryClient.getMutationCache();
  for (const mutation of sends.findAll({ mutationKey: chatKeys.send(userId) })) sends.remove(mutation);
}

/** The newest listing the loaded part of a conversation was about, when one was. */
export function lastProductIn(messages: readonly Message[]): MessageProduct | undefined {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const product = messages[i]?.product;
    if (product) return product;
  }
  return undefined;
}
