import type { ChatContact, Message, MessageProduct } from '@kisansetu/contract';
import type { MessageProductSnapshot } from '../../db/schema';
import type { ContactRow, MessageRow } from './chat.repository';

export type AvatarUrl = (key: string | null) => string | null;

/** The stored snapshot of a listing as the contract sends it. */
function toMessageProduct(productId: string, snapshot: MessageProductSnapshot): MessageProduct {
  return {
    _id: productId,
    productName: snapshot.productName,
    price: snapshot.price,
    unit: snapshot.unit,
    image: snapshot.image,
  };
}

/**
 * A stored message as the contract sends it; `clientId` only when the sender gave one, `product` only when the
 * message was sent about one, `offer` only on the message that delivered an offer on a buyer request.
 */
export function toMessage(row: MessageRow): Message {
  return {
    _id: row.id,
    senderId: row.senderId,
    receiverId: row.receiverId,
    message: row.body,
    ...(row.clientId === null ? {} : { clientId: row.clientId }),
    ...(row.productId === null || row.product === null
      ? {}
      : { product: toMessageProduct(row.productId, row.product) }),
    ...(row.offer === null ? {} : { offer: row.offer }),
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
    lastProduct: row.lastProduct
      ? toMessageProduct(row.lastProduct.productId, row.lastProduct.product)
      : null,
    unreadCount: row.unreadCount,
  };
}
