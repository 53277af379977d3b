import { and, desc, eq, gt, inArray, isNull, lt, not, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MessageDeal, MessageOffer, SentBy } from '@kisansetu/contract';
import type { Database } from '../../../db';
import { tables } from '../../../db';
import { uuidv7 } from '../../../lib/uuid';
import type { MessageFile, MessageProductSnapshot } from '../../../db/schema';
import { createMessageProductLookup } from './message-products';
import {
  blockedPair,
  orderedPair,
  chatUserColumns,
  otherUserId,
  unreadByParticipant,
  visibleToParticipant,
  type ChatUserRow,
  type ContactRow,
  type MessageRow,
  type ParticipantRow,
} from './rows';

export { orderedPair };
export type { ChatUserRow, ContactRow, MessageRow, ParticipantRow } from './rows';

const { conversations, conversationParticipants: participants, messages, products, reports, users } = tables;

/** Chat storage. Every query that lists or counts is one statement (lateral joins, no N+1). */
export function createChatRepository(db: Database) {
  /** The other party of a send with the pair's conversation and whether either blocks the other. */
  const userAndConversationOn = (executor: Database) =>
    executor
      .select({
        user: chatUserColumns,
        conversationId: conversations.id,
        blocked: blockedPair(sql.placeholder('userAId'), sql.placeholder('userBId')),
      })
      .from(users)
      .leftJoin(
        conversations,
        and(
          eq(conversations.userAId, sql.placeholder('userAId')),
          eq(conversations.userBId, sql.placeholder('userBId')),
        ),
      )
      .where(eq(users.id, sql.placeholder('otherId')))
      .limit(1);
  // Built once per repository; PostgreSQL parses and plans it once per connection.
  const userAndConversation = userAndConversationOn(db).prepare('chat_user_and_conversation');

  /** Creates the pair's conversation unless it exists, and lists it for both sides, with `executor`'s statements. */
  async function openOn(
    executor: Database,
    initiatorId: string,
    otherId: string,
  ): Promise<{ id: string; created: boolean }> {
    const [userAId, userBId] = orderedPair(initiatorId, otherId);
    const inserted = await executor
      .insert(conversations)
      .values({ userAId, userBId, initiatorId })
      .onConflictDoNothing({ target: [conversations.userAId, conversations.userBId] })
      .returning({ id: conversations.id });
    const id =
      inserted[0]?.id ??
      (
        await executor
          .select({ id: conversations.id })
          .from(conversations)
          .where(and(eq(conversations.userAId, userAId), eq(conversations.userBId, userBId)))
          .limit(1)
      )[0]!.id;
    await executor
      .insert(participants)
      .values([
        { conversationId: id, userId: userAId, listed: true },
        { conversationId: id, userId: userBId, listed: true },
      ])
      .onConflictDoUpdate({
        target: [participants.conversationId, participants.userId],
        set: { listed: true },
      });
    return { id, created: inserted.length > 0 };
  }

  /**
   * Contacts of `userId` with their last visible message and unread count, in one statement: two LATERAL
   * sub-queries per row, each served by an index (messages by conversation and id; by receiver and time).
   */
  async function contactRows(userId: string, only?: { otherId: string }): Promise<ContactRow[]> {
    const last = db
      .select({
        id: messages.id,
        conversationId: messages.conversationId,
        senderId: messages.senderId,
        receiverId: messages.receiverId,
        body: messages.body,
        clientId: messages.clientId,
        productId: messages.productId,
        product: messages.product,
        offer: messages.offer,
        deal: messages.deal,
        attachment: messages.attachment,
        sentBy: messages.sentBy,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(and(eq(messages.conversationId, conversations.id), visibleToParticipant))
      .orderBy(desc(messages.id))
      .limit(1)
      .as('last_message');
    // Served by the partial index messages_conversation_product_idx: a walk over product messages only.
    const lastAbout = db
      .select({
        productId: sql<string>`${messages.productId}`.as('about_product_id'),
        product: messages.product,
      })
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, conversations.id),
          sql`${messages.productId} IS NOT NULL`,
          visibleToParticipant,
        ),
      )
      .orderBy(desc(messages.id))
      .limit(1)
      .as('last_about');
    const unread = db
      .select({ count: sql<number>`count(*)::int`.as('unread_count') })
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, conversations.id),
          eq(messages.receiverId, participants.userId),
          unreadByParticipant,
        ),
      )
      .as('unread');
    const them = alias(participants, 'their_participant');
    const rows = await db
      .select({
        user: chatUserColumns,
        theirContactOpen: sql<boolean>`${them.contactSharedAt} IS NOT NULL`,
        myContactOpen: sql<boolean>`${participants.contactSharedAt} IS NOT NULL`,
        last: {
          id: last.id,
          conversationId: last.conversationId,
          senderId: last.senderId,
          receiverId: last.receiverId,
          body: last.body,
          clientId: last.clientId,
          productId: last.productId,
          product: last.product,
          offer: last.offer,
          deal: last.deal,
          attachment: last.attachment,
          sentBy: last.sentBy,
          createdAt: last.createdAt,
        },
        about: { productId: lastAbout.productId, product: lastAbout.product },
        aboutNow: { productName: products.productName, price: products.price, unit: products.unit },
        unreadCount: unread.count,
      })
      .from(participants)
      .innerJoin(conversations, eq(conversations.id, participants.conversationId))
      .innerJoin(users, eq(users.id, otherUserId))
      .leftJoin(them, and(eq(them.conversationId, conversations.id), eq(them.userId, users.id)))
      .leftJoinLateral(last, sql`true`)
      .leftJoinLateral(lastAbout, sql`true`)
      // The listing as it is now, while both can still see it: its price changes, and the list shows the new one.
      .leftJoin(
        products,
        and(
          eq(products.id, lastAbout.productId),
          isNull(products.hiddenAt),
          eq(products.sellerSuspended, false),
        ),
      )
      .leftJoinLateral(unread, sql`true`)
      .where(
        and(
          eq(participants.userId, userId),
          only ? eq(users.id, only.otherId) : eq(participants.listed, true),
          only ? undefined : not(blockedPair(participants.userId, users.id)),
        ),
      )
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id));
    return rows.map((row) => ({
      user: row.user,
      theirContactOpen: row.theirContactOpen === true,
      myContactOpen: row.myContactOpen === true,
      lastMessage: row.last,
      lastProduct:
        row.about?.productId && row.about.product
          ? { productId: row.about.productId, product: { ...row.about.product, ...row.aboutNow } }
          : null,
      unreadCount: row.unreadCount ?? 0,
    }));
  }

  return {
    contactRows,
    ...createMessageProductLookup(db),

    async findUser(id: string): Promise<ChatUserRow | undefined> {
      const rows = await db.select(chatUserColumns).from(users).where(eq(users.id, id)).limit(1);
      return rows[0];
    },

    /**
     * The other party of a send and the pair's conversation id (undefined when they have none yet), in one
     * round trip; undefined when there is no such user. A prepared statement: it runs on every send.
     */
    async findUserAndConversation(
      actorId: string,
      otherId: string,
      executor?: Database,
    ): Promise<{ user: ChatUserRow; conversationId: string | undefined; blocked: boolean } | undefined> {
      const [userAId, userBId] = orderedPair(actorId, otherId);
      const params = { otherId, userAId, userBId };
      // Inside a caller's transaction the statement must run on it (the embedded database has one connection).
      const [found] = executor
        ? await userAndConversationOn(executor).execute(params)
        : await userAndConversation.execute(params);
      return (
        found && {
          user: found.user,
          conversationId: found.conversationId ?? undefined,
          blocked: Boolean(found.blocked),
        }
      );
    },

    /** Whether either of the two blocks the other. */
    async isBlocked(a: string, b: string): Promise<boolean> {
      const result = (await db.execute(sql`SELECT ${blockedPair(a, b)} AS blocked`)) as unknown as {
        rows: { blocked: boolean }[];
      };
      return Boolean(result.rows[0]?.blocked);
    },

    async findConversationId(a: string, b: string): Promise<string | undefined> {
      const [userAId, userBId] = orderedPair(a, b);
      const rows = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.userAId, userAId), eq(conversations.userBId, userBId)))
        .limit(1);
      return rows[0]?.id;
    },

    /** The caller's side of the conversation with `otherId`, or undefined when they have none. */
    async participant(userId: string, otherId: string): Promise<ParticipantRow | undefined> {
      const [userAId, userBId] = orderedPair(userId, otherId);
      const rows = await db
        .select({
          conversationId: participants.conversationId,
          listed: participants.listed,
          lastReadAt: participants.lastReadAt,
          clearedAt: participants.clearedAt,
        })
        .from(conversations)
        .innerJoin(
          participants,
          and(eq(participants.conversationId, conversations.id), eq(participants.userId, userId)),
        )
        .where(and(eq(conversations.userAId, userAId), eq(conversations.userBId, userBId)))
        .limit(1);
      return rows[0];
    },

    async findByClientId(senderId: string, clientId: string): Promise<MessageRow | undefined> {
      const rows = await db
        .select()
        .from(messages)
        .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)))
        .limit(1);
      return rows[0];
    },

    /**
     * Gets or creates the pair's conversation and lists it for both sides, in one transaction (or in the caller's
     * `executor` transaction). Creation races (two first messages at once) meet the unique pair index: DO NOTHING,
     * then read the winner's row.
     */
    async openConversation(
      initiatorId: string,
      otherId: string,
      executor?: Database,
    ): Promise<{ id: string; created: boolean }> {
      if (executor) return openOn(executor, initiatorId, otherId);
      return db.transaction((tx) => openOn(tx, initiatorId, otherId));
    },

    /**
     * Stores a message in an existing conversation, bumps the conversation and lists it for both sides, in ONE
     * statement (data-modifying CTEs: atomic like a transaction, but one round trip instead of five; a send is on
     * the chat's hot path). A `clientId` the sender already used hits the unique (sender, client_id) index: DO
     * NOTHING, the bumps see no inserted row and do nothing, and the first message is read back with
     * `created: false` (race-safe: a concurrent loser waits for the winner's commit, then reads its row). With
     * `executor` (a caller's transaction) the message commits or rolls back with the caller's own writes.
     */
    async insertMessage(
      input: {
        conversationId: string;
        senderId: string;
        receiverId: string;
        body: string;
        clientId: string | undefined;
        about?: { productId: string; product: MessageProductSnapshot } | undefined;
        /** The buyer-request offer the message delivers (requests module). */
        offer?: MessageOffer | undefined;
        /** The deal change the message records (deals module). */
        deal?: MessageDeal | undefined;
        /** The photo or voice note sent with it, already in the photo store. */
        attachment?: MessageFile | undefined;
        /** The helper who sent it for the farmer (the sender). */
        sentBy?: SentBy | undefined;
      },
      executor: Database = db,
    ): Promise<{ row: MessageRow; created: boolean }> {
      // The id's time and createdAt come from the same instant, so id order and time order agree.
      const now = Date.now();
      const row: MessageRow = {
        id: uuidv7(now),
        conversationId: input.conversationId,
        senderId: input.senderId,
        receiverId: input.receiverId,
        body: input.body,
        clientId: input.clientId ?? null,
        productId: input.about?.productId ?? null,
        product: input.about?.product ?? null,
        offer: input.offer ?? null,
        deal: input.deal ?? null,
        attachment: input.attachment ?? null,
        sentBy: input.sentBy ?? null,
        createdAt: new Date(now),
      };
      const product = row.product === null ? null : JSON.stringify(row.product);
      const offer = row.offer === null ? null : JSON.stringify(row.offer);
      const deal = row.deal === null ? null : JSON.stringify(row.deal);
      const attachment = row.attachment === null ? null : JSON.stringify(row.attachment);
      const sentBy = row.sentBy === null ? null : JSON.stringify(row.sentBy);
      // Only the (sender, client_id) index is an arbiter: any other conflict (an id) stays a real error.
      const result = (await executor.execute(sql`
        WITH inserted AS (
          INSERT INTO ${messages}
            (id, conversation_id, sender_id, receiver_id, body, client_id, product_id, product, offer, deal,
             attachment, sent_by, created_at)
          VALUES (${row.id}, ${row.conversationId}, ${row.senderId}, ${row.receiverId}, ${row.body},
                  ${row.clientId}, ${row.productId}::uuid, ${product}::jsonb, ${offer}::jsonb, ${deal}::jsonb,
                  ${attachment}::jsonb, ${sentBy}::jsonb, ${row.createdAt.toISOString()}::timestamptz)
          ON CONFLICT (sender_id, client_id) WHERE client_id IS NOT NULL DO NOTHING
          RETURNING conversation_id, created_at
        ), bumped AS (
          UPDATE ${conversations}
          SET last_message_at = GREATEST(${conversations}.last_message_at, inserted.created_at)
          FROM inserted WHERE ${conversations}.id = inserted.conversation_id
        ), listed AS (
          -- Lists the conversation for both sides, and opens the sender's contact to the other side from their
          -- first message (one UPDATE: two on the same rows in one statement would lose one of them).
          UPDATE ${participants}
          SET listed = true,
              contact_shared_at = CASE
                WHEN ${participants}.user_id = ${row.senderId} THEN COALESCE(${participants}.contact_shared_at, inserted.created_at)
                ELSE ${participants}.contact_shared_at END
          FROM inserted
          WHERE ${participants}.conversation_id = inserted.conversation_id
            AND (${participants}.listed = false
              OR (${participants}.user_id = ${row.senderId} AND ${participants}.contact_shared_at IS NULL))
        )
        SELECT count(*)::int AS inserted FROM inserted`)) as unknown as { rows: { inserted: number }[] };
      if (Number(result.rows[0]?.inserted ?? 0) > 0) return { row, created: true };
      const existing = await executor
        .select()
        .from(messages)
        .where(and(eq(messages.senderId, input.senderId), eq(messages.clientId, input.clientId!)))
        .limit(1);
      return { row: existing[0]!, created: false };
    },

    /** Opens `userId`'s contact details to the other side of the conversation (kept from the first time). */
    async shareContact(conversationId: string, userId: string): Promise<void> {
      await db
        .update(participants)
        .set({ contactSharedAt: new Date() })
        .where(
          and(
            eq(participants.conversationId, conversationId),
            eq(participants.userId, userId),
            isNull(participants.contactSharedAt),
          ),
        );
    },

    /** One page, newest first from the database (the caller reverses it), of what `clearedAt` still shows. */
    async page(
      conversationId: string,
      clearedAt: Date | null,
      before: string | undefined,
      limit: number,
    ): Promise<MessageRow[]> {
      return db
        .select()
        .from(messages)
        .where(
          and(
            eq(messages.conversationId, conversationId),
            clearedAt ? gt(messages.createdAt, clearedAt) : undefined,
            before ? lt(messages.id, before) : undefined,
          ),
        )
        .orderBy(desc(messages.id))
        .limit(limit);
    },

    /** Marks read up to `upTo`; never moves the mark back (paging into older messages). */
    async markRead(conversationId: string, userId: string, upTo: Date): Promise<void> {
      await db
        .update(participants)
        .set({ lastReadAt: sql`GREATEST(COALESCE(${participants.lastReadAt}, '-infinity'), ${upTo})` })
        .where(and(eq(participants.conversationId, conversationId), eq(participants.userId, userId)));
    },

    /**
     * A message's file with what deciding who may read it needs: the pair, and when `userId` (if one of them) last
     * deleted the conversation. Undefined for an unknown message or one without a file.
     */
    async findMessageFile(
      messageId: string,
      userId: string,
    ): Promise<
      | {
          senderId: string;
          receiverId: string;
          createdAt: Date;
          attachment: MessageFile;
          clearedAt: Date | null;
        }
      | undefined
    > {
      const rows = await db
        .select({
          senderId: messages.senderId,
          receiverId: messages.receiverId,
          createdAt: messages.createdAt,
          attachment: messages.attachment,
          clearedAt: participants.clearedAt,
        })
        .from(messages)
        .leftJoin(
          participants,
          and(eq(participants.conversationId, messages.conversationId), eq(participants.userId, userId)),
        )
        .where(eq(messages.id, messageId))
        .limit(1);
      const row = rows[0];
      if (!row?.attachment) return undefined;
      return { ...row, attachment: row.attachment };
    },

    /**
     * Takes the files off the messages both people of the conversation have deleted (each side's delete-for-me
     * covers them) and returns them, for removal from the store. Nothing while a report between the two is open: a
     * moderator may still need to see them.
     */
    async releaseDeletedFiles(conversationId: string): Promise<MessageFile[]> {
      const result = (await db.execute(sql`
        WITH cleared AS (
          SELECT min(${participants.clearedAt}) AS upto
          FROM ${participants}
          WHERE ${participants.conversationId} = ${conversationId}
          HAVING count(${participants.clearedAt}) = 2
        ), gone AS (
          SELECT ${messages.id} AS id, ${messages.attachment} AS attachment
          FROM ${messages}, cleared
          WHERE ${messages.conversationId} = ${conversationId}
            AND ${messages.attachment} IS NOT NULL
            AND ${messages.createdAt} <= cleared.upto
            AND NOT EXISTS (
              SELECT 1 FROM ${reports}
              WHERE ${reports.status} = 'open'
                AND ${reports.targetType} <> 'product'
                AND ((${reports.reporterId} = ${messages.senderId} AND ${reports.targetUserId} = ${messages.receiverId})
                  OR (${reports.reporterId} = ${messages.receiverId} AND ${reports.targetUserId} = ${messages.senderId})))
          FOR UPDATE OF ${messages}
        ), released AS (
          UPDATE ${messages} SET attachment = NULL FROM gone WHERE ${messages.id} = gone.id
        )
        SELECT attachment FROM gone`)) as unknown as { rows: { attachment: MessageFile | string }[] };
      return result.rows.map((row) =>
        typeof row.attachment === 'string' ? (JSON.parse(row.attachment) as MessageFile) : row.attachment,
      );
    },

    /** Delete-for-me: hides everything up to now and takes the conversation off the caller's list. */
    async clear(conversationId: string, userId: string, at: Date): Promise<void> {
      await db
        .update(participants)
        .set({ clearedAt: at, listed: false })
        .where(and(eq(participants.conversationId, conversationId), eq(participants.userId, userId)));
    },

    /** Unread messages of `userId` by sender, in one grouped statement. */
    async unreadBySender(userId: string): Promise<{ senderId: string; count: number }[]> {
      return db
        .select({ senderId: messages.senderId, count: sql<number>`count(*)::int` })
        .from(messages)
        .innerJoin(
          participants,
          and(eq(participants.conversationId, messages.conversationId), eq(participants.userId, userId)),
        )
        .where(and(eq(messages.receiverId, userId), unreadByParticipant))
        .groupBy(messages.senderId);
    },

    /**
     * Everyone each of `userIds` has a conversation with and no block between them (presence is shown between
     * them), in one statement.
     */
    async partnersOf(userIds: string[]): Promise<Map<string, string[]>> {
      const result = new Map<string, string[]>(userIds.map((id) => [id, []]));
      if (userIds.length === 0) return result;
      const rows = await db
        .select({ a: conversations.userAId, b: conversations.userBId })
        .from(conversations)
        .where(
          and(
            or(inArray(conversations.userAId, userIds), inArray(conversations.userBId, userIds)),
            not(blockedPair(conversations.userAId, conversations.userBId)),
          ),
        );
      for (const { a, b } of rows) {
        result.get(a)?.push(b);
        result.get(b)?.push(a);
      }
      return result;
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
