import {
  ROLE,
  isWellFormedId,
  type Message,
  type MessageDeal,
  type MessageOffer,
  type AccountRole,
  type SendMessageRequest,
  type UnreadCounts,
} from '@kisansetu/contract';
import type { Database } from '../../db';
import type { MessageProductSnapshot } from '../../db/schema';
import { AppError } from '../../errors';
import { toMessage } from './chat.presenter';
import type { ChatRepository, ChatUserRow, ContactRow, MessageRow } from './repository/chat.repository';
import type { ChatFileObject, ChatFiles, ChatPhotoSize, IncomingChatFile } from './attachments/chat-files';

/** Who is acting: the session's user. */
export interface ChatActor {
  id: string;
  role: AccountRole;
  /** The helper writing for the farmer `id`: the message says "via" them. */
  helper?: { id: string; fullName: string } | undefined;
}

/** Who sent a message for its sender, as the message keeps them. */
const sentByOf = (actor: ChatActor) =>
  actor.helper ? { _id: actor.helper.id, fullName: actor.helper.fullName } : undefined;

/** What the chat tells the realtime layer; the service never knows about sockets. */
export interface ChatEvents {
  /** A message was stored: deliver it to the receiver and the sender's tabs (except `exceptSocketId`). */
  messageStored(message: Message, options: { exceptSocketId?: string | undefined }): void;
  /** These users just got a conversation, so each one's online contacts may have changed. */
  contactsChanged(userIds: string[]): void;
  /** `userId` read what `otherId` sent them so far (in the app). */
  conversationRead(userId: string, otherId: string): void;
}

export interface ChatServiceDeps {
  chat: ChatRepository;
  events: ChatEvents;
  /** The card-size URL of a stored photo: a message about a product keeps its first photo's. */
  productImageUrl: (key: string) => string;
  /** Called before a buyer opens a new conversation; throws the 429 when they have opened too many today. */
  beforeConversationStart?: (actorId: string) => Promise<void>;
  /** Where photos and voice notes sent in chat are kept. */
  files?: ChatFiles;
  /**
   * Whether a moderator may see this message's file: an open report between its two people (the moderation module
   * decides, and writes the read to its audit).
   */
  moderatorMayRead?: (
    moderatorId: string,
    message: { id: string; senderId: string; receiverId: string },
  ) => Promise<boolean>;
  /** A file that should have been removed from the store could not be (it is left behind; nothing else fails). */
  fileRemovalFailed?: (error: unknown) => void;
}

const userNotFound = () => new AppError('not_found', 'server.userNotFound');
const notAllowed = () => new AppError('conversation_not_allowed', 'server.conversationNotAllowed');
const blocked = () => new AppError('blocked', 'server.blocked');

/**
 * Anti-spam rule of the contract: only a buyer may open a conversation, and only with a seller. Everyone else
 * (a seller writing first, buyer to buyer, seller to seller) needs the conversation to exist already.
 */
export function mayStartConversation(from: AccountRole, to: AccountRole): boolean {
  return from === ROLE.buyer && to === ROLE.seller;
}

/** Conversations and messages. Plain arguments in, rows out: HTTP routes and sockets share it. */
export function createChatService({
  chat,
  events,
  productImageUrl,
  beforeConversationStart,
  files,
  moderatorMayRead,
  fileRemovalFailed,
}: ChatServiceDeps) {
  const attachmentNotFound = () => new AppError('not_found', 'server.attachmentNotFound');

  /** Removes files no message keeps; a store failure is reported, never thrown at the person who sent them. */
  async function removeFiles(gone: Parameters<ChatFiles['remove']>[0]): Promise<void> {
    if (!files || gone.length === 0) return;
    try {
      await files.remove(gone);
    } catch (error) {
      fileRemovalFailed?.(error);
    }
  }

  /**
   * The other party's id from a path: 404 for a malformed id (never a 500), 400 for oneself. Ids are lower-cased
   * first, because the pair's order and the self check compare them as strings.
   */
  function otherIdFrom(actor: ChatActor, rawId: string): string {
    if (!isWellFormedId(rawId)) throw userNotFound();
    const id = rawId.toLowerCase();
    if (id === actor.id) throw new AppError('bad_request', 'server.cannotMessageSelf');
    return id;
  }

  /**
   * The other party named in a path: as {@link otherIdFrom}, and 404 for an unknown user. A closed account's past
   * messages stay readable for the other side, but with `toWrite` it is a 404 as well: nobody can write to it.
   */
  async function otherUser(actor: ChatActor, rawId: string, toWrite = false): Promise<ChatUserRow> {
    const user = await chat.findUser(otherIdFrom(actor, rawId));
    if (!user || (toWrite && user.deletedAt !== null)) throw userNotFound();
    return user;
  }

  /**
   * Opens the pair's conversation when the rule allows (403 otherwise); the caller knows it does not exist yet.
   * `invited`: the other party asked to be written to (a farmer's offer on a buyer's request), so the role rule does
   * not apply.
   */
  async function startConversation(actor: ChatActor, other: ChatUserRow, invited = false): Promise<string> {
    if (!invited && !mayStartConversation(actor.role, other.role)) throw notAllowed();
    await beforeConversationStart?.(actor.id);
    const opened = await chat.openConversation(actor.id, other.id);
    if (opened.created) events.contactsChanged([actor.id, other.id]);
    return opened.id;
  }

  /**
   * The listing a message is about, as it is now, to be stored with it: 404 for an unknown, malformed or hidden one
   * (hidden is unknown to the receiver), 400 for someone else's listing (a message may only be about the sender's
   * own listing or the receiver's, so it cannot be used to advertise a third party's).
   */
  async function productAbout(
    productId: string,
    actorId: string,
    receiverId: string,
  ): Promise<{ productId: string; product: MessageProductSnapshot }> {
    const found = isWellFormedId(productId)
      ? await chat.findMessageProduct(productId.toLowerCase())
      : undefined;
    if (!found) throw new AppError('not_found', 'server.productNotFound');
    if (found.sellerId !== actorId && found.sellerId !== receiverId) {
      throw new AppError('bad_request', 'server.productNotInConversation');
    }
    return {
      productId: found.id,
      product: {
        productName: found.productName,
        price: found.price,
        unit: found.unit,
        image: found.imageKey === null ? null : productImageUrl(found.imageKey),
      },
    };
  }

  return {
    /**
     * Stores a message, then emits it. The database write comes first, so a message that was announced is always
     * there to fetch. A `clientId` the sender already used returns the first message (`created: false`) and emits
     * nothing again. `offer` (the requests module's, never a client's) makes it the message that delivers a farmer's
     * offer on the receiver's buyer request; it may open the conversation from the farmer's side. `file`, a photo or
     * voice note, is checked and stored only once everything else about the message is known to be allowed, and
     * removed again when the message is not stored after all, so a refused message leaves no file behind.
     */
    async send(
      actor: ChatActor,
      receiverId: string,
      input: SendMessageRequest,
      options: { exceptSocketId?: string | undefined; offer?: MessageOffer; file?: IncomingChatFile } = {},
    ): Promise<{ message: Message; created: boolean }> {
      // The hot path is two round trips: the receiver with the pair's conversation, then one insert statement.
      const found = await chat.findUserAndConversation(actor.id, otherIdFrom(actor, receiverId));
      if (!found || found.user.deletedAt !== null) throw userNotFound();
      if (found.blocked) throw blocked();
      const receiver = found.user;
      const about =
        input.productId === undefined
          ? undefined
          : await productAbout(input.productId, actor.id, receiver.id);
      let conversationId = found.conversationId;
      // A retry must not open anything or store its file again: the first copy is the answer.
      if ((!conversationId || options.file) && input.clientId !== undefined) {
        const first = await chat.findByClientId(actor.id, input.clientId);
        if (first) return { message: toMessage(first), created: false };
      }
      if (
        !conversationId &&
        options.offer === undefined &&
        !mayStartConversation(actor.role, receiver.role)
      ) {
        throw notAllowed();
      }
      if (options.file && !files) throw new AppError('service_unavailable', 'server.serviceUnavailable');
      const attachment = options.file ? await files!.save(options.file) : undefined;
      try {
        conversationId ??= await startConversation(actor, receiver, options.offer !== undefined);
        const { row, created } = await chat.insertMessage({
          conversationId,
          senderId: actor.id,
          receiverId: receiver.id,
          body: input.message,
          clientId: input.clientId,
          about,
          offer: options.offer,
          attachment,
          sentBy: sentByOf(actor),
        });
        // A race with the same clientId lost: the winner's copy stands, and this one's file goes.
        if (!created && attachment) await removeFiles([attachment]);
        const message = toMessage(row);
        if (created) events.messageStored(message, { exceptSocketId: options.exceptSocketId });
        return { message, created };
      } catch (error) {
        if (attachment) await removeFiles([attachment]);
        throw error;
      }
    },

    /**
     * The file of message `messageId` for `actor`: the conversation's two people (not a side that has deleted the
     * conversation since, and neither while one blocks the other), or a moderator the moderation module lets see it.
     * Everyone else, and a message without a file, gets the same 404, so nobody learns that a message exists.
     */
    async attachment(actor: ChatActor, messageId: string, size: ChatPhotoSize): Promise<ChatFileObject> {
      if (!files || !isWellFormedId(messageId)) throw attachmentNotFound();
      const id = messageId.toLowerCase();
      const found = await chat.findMessageFile(id, actor.id);
      if (!found) throw attachmentNotFound();
      const party = actor.id === found.senderId || actor.id === found.receiverId;
      if (party) {
        if (found.clearedAt !== null && found.createdAt <= found.clearedAt) throw attachmentNotFound();
        if (await chat.isBlocked(found.senderId, found.receiverId)) throw attachmentNotFound();
      } else if (
        actor.role !== 'moderator' ||
        !(await moderatorMayRead?.(actor.id, { id, senderId: found.senderId, receiverId: found.receiverId }))
      ) {
        throw attachmentNotFound();
      }
      const object = await files.read(found.attachment, size);
      if (!object) throw attachmentNotFound();
      return object;
    },

    /**
     * Writes the message that records another module's change (a deal's) inside that module's transaction `tx`, so
     * the change and its message commit or roll back together. The pair's conversation is opened when the chat's
     * rule allows (a buyer writing to a farmer, with the conversations-a-day limit), else `noConversation` is thrown;
     * 403 `blocked` and 404 for an unknown or closed account, as a send. Nothing is emitted here: the caller runs
     * `announce` once its transaction has committed, so a message that was announced is always there to fetch.
     */
    async writeInTransaction(
      tx: Database,
      actor: ChatActor,
      receiverId: string,
      content: { body: string; deal: MessageDeal },
      noConversation: AppError = notAllowed(),
    ): Promise<{ message: Message; announce: () => void }> {
      const found = await chat.findUserAndConversation(actor.id, otherIdFrom(actor, receiverId), tx);
      if (!found || found.user.deletedAt !== null) throw userNotFound();
      if (found.blocked) throw blocked();
      let conversationId = found.conversationId;
      let opened = false;
      if (!conversationId) {
        if (!mayStartConversation(actor.role, found.user.role)) throw noConversation;
        await beforeConversationStart?.(actor.id);
        const conversation = await chat.openConversation(actor.id, found.user.id, tx);
        conversationId = conversation.id;
        opened = conversation.created;
      }
      const { row } = await chat.insertMessage(
        {
          conversationId,
          senderId: actor.id,
          receiverId: found.user.id,
          body: content.body,
          clientId: undefined,
          deal: content.deal,
          sentBy: sentByOf(actor),
        },
        tx,
      );
      const message = toMessage(row);
      return {
        message,
        announce: () => {
          if (opened) events.contactsChanged([actor.id, found.user.id]);
          events.messageStored(message, {});
        },
      };
    },

    /**
     * One page of the conversation, oldest first, ending before `before` (a message id), of what the caller has not
     * deleted for themself. Reading marks nothing read (a GET changes nothing; see {@link markRead}). Without a
     * conversation the page is empty: the path names only the caller's own pair, so nobody can read a
     * conversation they are not part of.
     */
    async history(
      actor: ChatActor,
      otherId: string,
      query: { before?: string | undefined; limit: number },
    ): Promise<MessageRow[]> {
      const other = await otherUser(actor, otherId);
      if (query.before !== undefined && !isWellFormedId(query.before)) {
        throw new AppError('validation_failed', 'validation.invalidValue', {
          fields: { before: 'validation.invalidValue' },
        });
      }
      const mine = await chat.participant(actor.id, other.id);
      if (!mine) return [];
      const newestFirst = await chat.page(
        mine.conversationId,
        mine.clearedAt,
        query.before?.toLowerCase(),
        query.limit,
      );
      return newestFirst.reverse();
    },

    /** Marks everything the caller has received from `otherId` so far as read (an open conversation got a message). */
    async markRead(actor: ChatActor, otherId: string): Promise<void> {
      const other = await otherUser(actor, otherId);
      const mine = await chat.participant(actor.id, other.id);
      if (!mine) return;
      await chat.markRead(mine.conversationId, actor.id, new Date());
      events.conversationRead(actor.id, other.id);
    },

    /**
     * Makes the conversation visible in both parties' contact lists, creating it when the rule allows, and returns
     * the other party as the caller's contact.
     */
    async sync(actor: ChatActor, otherId: string): Promise<ContactRow> {
      const other = await otherUser(actor, otherId, true);
      if (await chat.isBlocked(actor.id, other.id)) throw blocked();
      const existing = await chat.findConversationId(actor.id, other.id);
      if (!existing) {
        if (!mayStartConversation(actor.role, other.role)) throw notAllowed();
        await beforeConversationStart?.(actor.id);
      }
      // Creates it, or lists it again for a side that deleted it.
      const opened = await chat.openConversation(actor.id, other.id);
      if (opened.created) events.contactsChanged([actor.id, other.id]);
      const [contact] = await chat.contactRows(actor.id, { otherId: other.id });
      return contact!;
    },

    /**
     * "Share my number": opens the caller's email and phone to the other side of an existing conversation before
     * the caller has written in it (writing opens them too). 404 without a conversation, 403 while blocked.
     */
    async shareContact(actor: ChatActor, otherId: string): Promise<ContactRow> {
      const other = await otherUser(actor, otherId, true);
      if (await chat.isBlocked(actor.id, other.id)) throw blocked();
      const mine = await chat.participant(actor.id, other.id);
      if (!mine) throw userNotFound();
      await chat.shareContact(mine.conversationId, actor.id);
      const [contact] = await chat.contactRows(actor.id, { otherId: other.id });
      return contact!;
    },

    /** Delete-for-me: the caller no longer sees the conversation up to now; the other party keeps theirs. */
    async deleteForMe(actor: ChatActor, otherId: string): Promise<void> {
      const other = await otherUser(actor, otherId);
      const mine = await chat.participant(actor.id, other.id);
      if (!mine) return;
      await chat.clear(mine.conversationId, actor.id, new Date());
      // Once both people have deleted a message, its file is nobody's any more.
      if (files) await removeFiles(await chat.releaseDeletedFiles(mine.conversationId));
    },

    /** The caller's listed conversations, most recent first, with last message and unread count (one query). */
    contacts(actor: ChatActor): Promise<ContactRow[]> {
      return chat.contactRows(actor.id);
    },

    /** Unread messages of the caller, in total and by sender. */
    async unread(actor: ChatActor): Promise<UnreadCounts> {
      const rows = await chat.unreadBySender(actor.id);
      const byUser: Record<string, number> = {};
      for (const { senderId, count } of rows) byUser[senderId] = count;
      return { total: rows.reduce((sum, { count }) => sum + count, 0), byUser };
    },

    /** Everyone each user has a conversation with: whose online status each may see (presence). */
    partnersOf(userIds: string[]): Promise<Map<string, string[]>> {
      return chat.partnersOf(userIds);
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
