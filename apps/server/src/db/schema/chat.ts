import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { type MessageDeal, type MessageOffer, type SentBy, type VoiceNoteMime } from '@kisansetu/contract';
import { createdAt, id } from './columns';
import { users } from './accounts';

/**
 * A file sent in chat, as stored: `key` names its objects in the photo store (random, so nobody can guess or share
 * one), the rest is what the server measured. A photo has a large and a small variant, a voice note one file as sent.
 */
export type MessageFile =
  | {
      kind: 'image';
      key: string;
      width: number;
      height: number;
      /** The preview as a data URL, and the small variant's size (absent on messages stored before data saver). */
      preview?: string;
      smallBytes?: number;
    }
  | {
      kind: 'audio';
      key: string;
      mime: VoiceNoteMime;
      durationSeconds: number;
      /** The file's size (absent on messages stored before data saver). */
      bytes?: number;
    };

/**
 * A listing as a message carried it (Chat about a product). `image` is its first photo's card URL as it was
 * served then (content-hashed names never change), null when it had no photo.
 */
export interface MessageProductSnapshot {
  productName: string;
  price: number;
  unit: 'kg' | 'quintal' | 'ton' | 'liters' | 'pieces';
  image: string | null;
}

/** One conversation per pair of users; `userAId` < `userBId` so the pair has one row. */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    userAId: uuid('user_a_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userBId: uuid('user_b_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    initiatorId: uuid('initiator_id').notNull(),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_key').on(t.userAId, t.userBId),
    index('conversations_user_b_idx').on(t.userBId),
  ],
);

/** Each side's own view of a conversation: listed in contacts, what was read, what was deleted for them. */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listed: boolean('listed').notNull().default(true),
    lastReadAt: timestamp('last_read_at', { withTimezone: true, mode: 'date' }),
    clearedAt: timestamp('cleared_at', { withTimezone: true, mode: 'date' }),
    /**
     * Since when the other side may see this participant's email and phone: set when they first write in the
     * conversation or offer their contact (contract "Privacy"); null, the other side sees neither.
     */
    contactSharedAt: timestamp('contact_shared_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('participants_user_idx').on(t.userId)],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    clientId: text('client_id'),
    /**
     * The listing the message is about (Chat about a product). No foreign key on purpose: the message keeps naming
     * it after its seller deletes it, and `product` below keeps showing it.
     */
    productId: uuid('product_id'),
    /** That listing as it was when the message was sent; null exactly when `productId` is. */
    product: jsonb('product').$type<MessageProductSnapshot>(),
    /** The offer on a buyer request this message delivered, as offered; null on every other message. */
    offer: jsonb('offer').$type<MessageOffer>(),
    /** The deal as the change this message recorded left it (deals module); null on every other message. */
    deal: jsonb('deal').$type<MessageDeal>(),
    /** The photo or voice note sent with it (its private file in the photo store); null on a message of text only. */
    attachment: jsonb('attachment').$type<MessageFile>(),
    /** The helper who sent it for the farmer (the sender), as they were named then; null when the sender wrote it. */
    sentBy: jsonb('sent_by').$type<SentBy>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_id_idx').on(t.conversationId, t.id.desc().nullsFirst()),
    // The contact list's "last product" per conversation: one index probe, over the few messages that carry one.
    index('messages_conversation_product_idx')
      .on(t.conversationId, t.id.desc().nullsFirst())
      .where(sql`${t.productId} IS NOT NULL`),
    // A listing's enquiries (its statistics): the conversations whose messages carried it.
    index('messages_product_idx')
      .on(t.productId, t.conversationId)
      .where(sql`${t.productId} IS NOT NULL`),
    index('messages_receiver_created_idx').on(t.receiverId, t.createdAt),
    index('messages_sender_idx').on(t.senderId),
    // A conversation's files, for removing those both people have deleted: few messages carry one.
    index('messages_attachment_idx')
      .on(t.conversationId, t.createdAt)
      .where(sql`${t.attachment} IS NOT NULL`),
    uniqueIndex('messages_sender_client_id_key')
      .on(t.senderId, t.clientId)
      .where(sql`${t.clientId} IS NOT NULL`),
  ],
);
