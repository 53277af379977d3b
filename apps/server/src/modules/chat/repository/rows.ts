import { sql } from 'drizzle-orm';
import type { AccountRole } from '@kisansetu/contract';
import { tables } from '../../../db';
import type { MessageProductSnapshot } from '../../../db/schema';

// Chat's rows and the SQL fragments its queries share (chat.repository.ts).

export type MessageRow = typeof tables.messages.$inferSelect;

const { conversations, conversationParticipants: participants, messages, users, userBlocks } = tables;

/**
 * "Either of these two users blocks the other" (block and report): no messages, no contact listing, no presence
 * between them. Served by user_blocks' primary key (blocker, blocked), both ways round.
 */
export function blockedPair(a: unknown, b: unknown) {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${userBlocks} WHERE (${userBlocks.blockerId} = ${a} AND ${userBlocks.blockedId} = ${b}) OR (${userBlocks.blockerId} = ${b} AND ${userBlocks.blockedId} = ${a}))`;
}

/**
 * The columns of a user that chat reads: the public profile and the contact details, which the presenter shows
 * only once that person has opened them to the caller; never secrets, never the street address.
 */
export const chatUserColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  phoneVerifiedAt: users.phoneVerifiedAt,
  place: users.place,
  district: users.district,
  state: users.state,
  role: users.role,
  avatarKey: users.avatarKey,
  deletedAt: users.deletedAt,
};
export type ChatUserRow = {
  id: string;
  fullName: string;
  email: string | null;
  phoneNumber: string;
  phoneVerifiedAt: Date | null;
  place: string | null;
  district: string | null;
  state: string | null;
  role: AccountRole;
  avatarKey: string | null;
  deletedAt: Date | null;
};

export interface ContactRow {
  user: ChatUserRow;
  /** The other person has written in the conversation or offered their contact: their email and phone may show. */
  theirContactOpen: boolean;
  /** The caller's own contact is open to the other person. */
  myContactOpen: boolean;
  lastMessage: MessageRow | null;
  /**
   * The listing of the newest visible message that carried one: its name, price and unit as they are now while it is
   * listed, else as the message carried them.
   */
  lastProduct: { productId: string; product: MessageProductSnapshot } | null;
  unreadCount: number;
}

export interface ParticipantRow {
  conversationId: string;
  listed: boolean;
  lastReadAt: Date | null;
  clearedAt: Date | null;
}

/** The pair's row key: the smaller id first, so each pair of users has exactly one conversation. */
export function orderedPair(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}

/** "Other party" of a participant row, as SQL: whichever side of the conversation is not `participants.userId`. */
export const otherUserId = sql`CASE WHEN ${conversations.userAId} = ${participants.userId} THEN ${conversations.userBId} ELSE ${conversations.userAId} END`;

/** Messages the participant row still shows: those after their own delete-for-me. */
export const visibleToParticipant = sql`(${participants.clearedAt} IS NULL OR ${messages.createdAt} > ${participants.clearedAt})`;

/** Messages the participant row has not read: after both its read mark and its delete-for-me. */
export const unreadByParticipant = sql`${messages.createdAt} > GREATEST(COALESCE(${participants.lastReadAt}, '-infinity'), COALESCE(${participants.clearedAt}, '-infinity'))`;
