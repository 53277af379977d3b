import {
  attachmentPath,
  type ChatContact,
  type Message,
  type MessageAttachment,
  type MessageProduct,
} from '@kisansetu/contract';
import type { MessageFile, MessageProductSnapshot } from '../../db/schema';
import type { ContactRow, MessageRow } from './repository/chat.repository';

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

/** A message's stored file as the contract sends it: its private URL and what the server measured, never its key. */
export function toMessageAttachment(messageId: string, file: MessageFile | null): MessageAttachment | null {
  if (file === null) return null;
  const url = attachmentPath(messageId);
  if (file.kind === 'image') {
    return {
      kind: 'image',
      url,
      width: file.width,
      height: file.height,
      ...(file.preview === undefined ? {} : { preview: file.preview }),
      ...(file.smallBytes === undefined ? {} : { smallBytes: file.smallBytes }),
    };
  }
  return {
    kind: 'audio',
    url,
    durationSeconds: file.durationSeconds,
    mime: file.mime,
    ...(file.bytes === undefined ? {} : { bytes: file.bytes }),
  };
}

/**
 * A stored message as the contract sends it; `attachment` always (null without a file); `clientId` only when the sender gave one, `product` only when the
 * message was sent about one, `offer` only on the message that delivered an offer on a buyer request, `deal` only on
 * a message that recorded a change of a deal.
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
    ...(row.deal === null ? {} : { deal: row.deal }),
    attachment: toMessageAttachment(row.id, row.attachment),
    ...(row.sentBy === null ? {} : { sentBy: row.sentBy }),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The other party of a conversation with the caller's last visible message and unread count. Their email and phone
 * only once they have written or offered them; a closed account shows no contact and no place.
 */
export function toContact(row: ContactRow, avatarUrl: AvatarUrl): ChatContact {
  const { user } = row;
  const deleted = user.deletedAt !== null;
  const place = { place: user.place, district: user.district, state: user.state };
  return {
    _id: user.id,
    fullName: user.fullName,
    avatarUrl: avatarUrl(user.avatarKey),
    ...(row.theirContactOpen && !deleted
      ? { ...(user.email !== null ? { email: user.email } : {}), phoneNumber: user.phoneNumber }
      : {}),
    phoneVerified: !deleted && user.phoneVerifiedAt !== null,
    location:
      deleted || (place.place === null && place.district === null && place.state === null) ? null : place,
    contactShared: row.myContactOpen,
    ...(deleted ? { deleted: true } : {}),
    role: user.role,
    lastMessage: row.lastMessage ? toMessage(row.lastMessage) : null,
    lastProduct: row.lastProduct
      ? toMessageProduct(row.lastProduct.productId, row.lastProduct.product)
      : null,
    unreadCount: row.unreadCount,
  };
}
