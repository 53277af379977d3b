import type { ChatContact, Message } from '@kisansetu/contract';
import type { ContactRow, MessageRow } from './chat.repository';

export type AvatarUrl = (key: string | null) => string | null;

/** A stored message as the contract sends it; `clientId` only when the sender gave one. */
export function toMessage(row: MessageRow): Message {
  return {
    _id: row.id,
    senderId: row.senderId,
    receiverId: row.receiverId,
    message: row.body,
    ...(row.clientId === null ? {} : { clientId: row.clientId }),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The other party of a conversation with the caller's last visible message and unread count. */
export function toContact(row: ContactRow, avatarUrl: AvatarUrl): ChatContact {
  return {
    _id: row.user.id,
    fullName: row.user.fullName,
    avatarUrl: avatarUrl(row.user.avatarKey),
    email: row.user.email,
    phoneNumber: row.user.phoneNumber,
    address: row.user.address,
    role: row.user.role,
    lastMessage: row.lastMessage ? toMessage(row.lastMessage) : null,
    unreadCount: row.unreadCount,
  };
}
