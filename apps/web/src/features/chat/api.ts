import { chatContactsQueryKey, chatUnreadQuery } from '@/features/chat-bridge';
import { PAGING, SOCKET_ID_HEADER } from '@kisansetu/contract';
import type { ChatContact, Message, SendMessageRequest } from '@kisansetu/contract';
import { call } from '@/lib/api-client';
import { upload } from '@/lib/upload';
import type { ChatPerson, OutgoingFile } from './model/messages';

export const chatKeys = {
  all: ['chat'] as const,
  contacts: chatContactsQueryKey,
  unread: chatUnreadQuery.queryKey,
  /** Ids of the contacts online now: set by the socket's getOnlineUsers, never fetched. */
  online: ['chat', 'online'] as const,
  person: (userId: string) => ['chat', 'person', userId] as const,
  /** One conversation's history: an infinite query, newest page first, each page oldest first. */
  thread: (userId: string) => ['chat', 'thread', userId] as const,
  /** The sends to one person (mutations): the ones still on their way or failed are shown in the conversation. */
  send: (userId: string) => ['chat', 'send', userId] as const,
  sends: ['chat', 'send'] as const,
};

export const MESSAGE_PAGE_SIZE = PAGING.messagesDefaultLimit;

/** GET user/otheruser: everyone the caller has a conversation with, most recent first. */
export async function fetchContacts(signal?: AbortSignal): Promise<ChatContact[]> {
  const { data } = await call('GET /user/otheruser', { signal });
  return data.otherUsers;
}

/** GET message/{userId}: a page of the conversation, oldest first, ending before `before` when given. */
export async function fetchMessages(
  userId: string,
  before?: string,
  signal?: AbortSignal,
): Promise<Message[]> {
  const { data } = await call('GET /message/{userId}', {
    params: { userId },
    query: { before, limit: MESSAGE_PAGE_SIZE },
    signal,
  });
  return data.messages;
}

/** POST message/send/{userId}, naming this tab's socket so the server does not send the message back to it. */
export async function postMessage(
  userId: string,
  body: SendMessageRequest,
  socketId: string | null,
): Promise<Message> {
  const { data } = await call('POST /message/send/{userId}', {
    params: { userId },
    json: body,
    headers: socketId ? { [SOCKET_ID_HEADER]: socketId } : {},
  });
  return data.message;
}

/**
 * POST message/send/{userId} as multipart with one photo or voice note (the text may be empty), through
 * XMLHttpRequest so the thread can show how much of the file is on its way.
 */
export async function postMessageWithFile(
  userId: string,
  body: SendMessageRequest,
  file: OutgoingFile,
  socketId: string | null,
  onProgress: (fraction: number) => void,
): Promise<Message> {
  const form = new FormData();
  // The text fields before the file: the server reads them as the upload streams in.
  form.set('message', body.message);
  if (body.clientId) form.set('clientId', body.clientId);
  if (body.productId) form.set('productId', body.productId);
  form.set(file.kind === 'image' ? 'image' : 'audio', file.file, file.name);
  const { data } = await upload('POST /message/send/{userId}', {
    params: { userId },
    form,
    onProgress,
    headers: socketId ? { [SOCKET_ID_HEADER]: socketId } : {},
  });
  return data.message;
}

export async function markRead(userId: string): Promise<void> {
  await call('POST /message/read/{userId}', { params: { userId } });
}

export async function syncConversation(userId: string): Promise<ChatContact> {
  const { data } = await call('POST /message/sync/{userId}', { params: { userId } });
  return data.contact;
}

export async function deleteConversation(userId: string): Promise<void> {
  await call('DELETE /message/delete/{userId}', { params: { userId } });
}

/** Someone who is not (yet) a contact: a seller's public profile is all there is to ask for. */
export async function fetchPerson(userId: string, signal?: AbortSignal): Promise<ChatPerson> {
  const { data } = await call('GET /user/detail/{id}', { params: { id: userId }, signal });
  const { _id, fullName, avatarUrl, email, phoneNumber, phoneVerified, location, role } = data.seller;
  // A farmer without an email has it null; a chat person's missing contact detail is simply absent.
  return { _id, fullName, avatarUrl, email: email ?? undefined, phoneNumber, phoneVerified, location, role };
}

/** "Share my number": the other side of the conversation sees the caller's phone number and email from now on. */
export async function shareMyContact(userId: string): Promise<ChatContact> {
  const { data } = await call('POST /user/share-contact/{userId}', { params: { userId } });
  return data.contact;
}
