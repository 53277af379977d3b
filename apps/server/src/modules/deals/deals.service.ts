import {
  ROLE,
  DEALS,
  isWellFormedId,
  type AccountRole,
  type DealCounterRequest,
  type DealEvent,
  type DealListQuery,
  type DealProposeRequest,
  type Message,
  type MessageDeal,
  type NotificationKind,
  type NotificationParams,
} from '@kisansetu/contract';
import type { Database } from '../../db';
import { AppError } from '../../errors';
import { rateLimited } from '../../limits';
import { loggableError, type LoggableError } from '../../lib/loggable-error';
import { uuidv7 } from '../../lib/uuid';
import type { DealRow, DealView, DealsRepository } from './deals.repository';

/** Who is acting: the session's user. */
export interface DealActor {
  id: string;
  role: AccountRole;
  fullName: string;
  /** The helper acting for the farmer `id`: the deal's chat message says "via" them. */
  helper?: { id: string; fullName: string } | undefined;
}

/** The chat's write of a message inside a caller's transaction (chat module's writeInTransaction). */
export type WriteDealMessage = (
  tx: Database,
  actor: DealActor,
  receiverId: string,
  content: { body: string; deal: MessageDeal },
  noConversation?: AppError,
) => Promise<{ message: Message; announce: () => void }>;

export interface DealsServiceDeps {
  deals: DealsRepository;
  writeMessage: WriteDealMessage;
  notify: (
    userId: string,
    kind: NotificationKind,
    params: NotificationParams,
    link: string,
    options?: { dedupeKey?: string },
  ) => Promise<unknown>;
  /** A deal became done: both parties' trust signals changed. */
  dealDone?: (sellerId: string, buyerId: string) => void;
  /** Deals one buyer and one farmer may propose to each other in 24 hours (429 beyond). */
  proposalsPerPairPerDay: number;
  onError: (error: LoggableError, what: string) => void;
}

/** A page of the caller's deals. */
export interface DealPage {
  rows: DealView[];
  totalCount: number;
  totalPages: number;
  page: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const dealNotFound = () => new AppError('not_found', 'server.dealNotFound');
const notOpen = () => new AppError('deal_not_open', 'server.dealNotOpen');
const notYourTurn = () => new AppError('forbidden', 'server.dealNotYourTurn');
const quantityTooLarge = () =>
  new AppError('validation_failed', 'validation.dealQuantityTooLarge', {
    fields: { quantity: 'validation.dealQuantityTooLarge' },
  });

/** The other party of a deal for one of its two parties. */
const otherPartyOf = (deal: DealRow, actorId: string) =>
  deal.sellerId === actorId ? deal.buyerId : deal.sellerId;

/** The deal as its chat message carries it: the terms and status right after `event`, made by `by`. */
function messageDealOf(
  deal: Pick<
    DealRow,
    'id' | 'status' | 'productId' | 'productName' | 'price' | 'quantity' | 'unit' | 'pickupBy'
  >,
  event: DealEvent,
  by: string,
): MessageDeal {
  return {
    _id: deal.id,
    event,
    by,
    status: deal.status,
    productId: deal.productId,
    productName: deal.productName,
    price: deal.price,
    quantity: deal.quantity,
    unit: deal.unit,
    pickupBy: deal.pickupBy,
  };
}

/** A change of a deal inside its transaction: the new columns and what the chat message says happened. */
type Change = { changes: Partial<Omit<DealRow, 'id'>>; event: DealEvent } | 'unchanged';

/**
 * Deals between a listing's farmer and a buyer, made in their chat: propose, counter, accept, decline, withdraw,
 * "deal done" from each side, cancel. Each change and its chat message are written in one transaction; the message
 * is emitted and the notifications sent only after it commits.
 */
export function createDealsService({
  deals,
  writeMessage,
  notify,
  dealDone,
  proposalsPerPairPerDay,
  onError,
}: DealsServiceDeps) {
  /** Notifies without failing the call: the deal stands (it is in the chat), only the bell missed it. */
  async function tell(
    userId: string,
    kind: NotificationKind,
    deal: Pick<DealRow, 'id' | 'productName' | 'price' | 'unit' | 'quantity' | 'sellerId' | 'buyerId'>,
    name: string,
    dedupeKey: string,
  ): Promise<void> {
    try {
      await notify(
        userId,
        kind,
        {
          name,
          productName: deal.productName,
          price: deal.price,
          unit: deal.unit,
          quantity: deal.quantity,
          dealId: deal.id,
        },
        // The chat with the other party, where the deal's latest card carries the buttons to answer it.
        `/chat/${userId === deal.sellerId ? deal.buyerId : deal.sellerId}`,
        { dedupeKey },
      );
    } catch (error) {
      onError(loggableError(error), `the ${kind} notification could not be sent`);
    }
  }

  /** The deal as the caller sees it after a change (names, their review, listing covered). */
  async function viewAfter(id: string, actorId: string): Promise<DealView> {
    const view = await deals.view(id, actorId);
    if (!view) throw dealNotFound();
    return view;
  }

  /**
   * Applies one change to a deal the actor is party to, with its chat message, in one transaction (the row locked):
   * 404 when unknown or not theirs; `decide` throws the change's own refusals. After the commit the message is emitted.
   */
  async function change(
    actor: DealActor,
    rawId: string,
    decide: (deal: DealRow) => Change,
  ): Promise<{ before: DealRow; after: DealRow; changed: boolean }> {
    if (!isWellFormedId(rawId)) throw dealNotFound();
    const id = rawId.toLowerCase();
    const outcome = await deals.transaction(async (tx) => {
      await deals.lockLotOf(tx, id);
      const deal = await deals.lock(tx, id);
      if (!deal || (deal.sellerId !== actor.id && deal.buyerId !== actor.id)) throw dealNotFound();
      const decided = decide(deal);
      if (decided === 'unchanged') return { before: deal, after: deal, announce: undefined };
      const after = await deals.update(tx, id, { ...decided.changes, updatedAt: new Date() });
      if (after.status !== deal.status) await deals.recountOffers(tx, deal.productId);
      const { announce } = await writeMessage(tx, actor, otherPartyOf(deal, actor.id), {
        body: '',
        deal: messageDealOf(after, decided.event, actor.id),
      });
      return { before: deal, after, announce };
    });
    outcome.announce?.();
    return { before: outcome.before, after: outcome.after, changed: outcome.announce !== undefined };
  }

  /** Only while `proposed`, and only by the party who did not propose last. */
  function answerable(deal: DealRow, actorId: string): void {
    if (deal.status !== 'proposed') throw notOpen();
    if (deal.lastProposedBy === actorId) throw notYourTurn();
  }

  /** The listing still up for new terms, and the quantity within what it lists now. */
  async function checkListing(productId: string, quantity: number) {
    const listing = await deals.findListing(productId);
    if (!listing) throw new AppError('not_found', 'server.productNotFound');
    if (!listing.active) throw new AppError('product_unavailable', 'server.productUnavailable');
    if (quantity > listing.quantity) throw quantityTooLarge();
    return listing;
  }

  return {
    /**
     * A new deal. A buyer proposes to the listing's farmer; the farmer, on their own listing, to a buyer (`buyerId`)
     * they have a conversation with. Refused: 404 unknown listing or buyer, 403 `forbidden` (the wrong side or someone
     * else's listing), 400 without `buyerId` from the farmer, 409 `product_unavailable`, 400 quantity over the listing's,
     * 403 `conversation_not_allowed` (farmer, no conversation), 403 `blocked`, 409 `deal_open`. A buyer's proposal
     * may open the conversation, as a first message would.
     */
    async propose(actor: DealActor, input: DealProposeRequest): Promise<DealView> {
      if (actor.role === 'moderator') throw new AppError('forbidden', 'server.forbidden');
      const productId = input.productId.toLowerCase();
      const found = isWellFormedId(productId) ? await deals.findListing(productId) : undefined;
      if (!found) throw new AppError('not_found', 'server.productNotFound');
      let buyerId: string;
      if (actor.role === 'seller') {
        if (found.sellerId !== actor.id) throw new AppError('forbidden', 'server.forbidden');
        if (input.buyerId === undefined) {
          throw new AppError('validation_failed', 'validation.dealBuyerRequired', {
            fields: { buyerId: 'validation.dealBuyerRequired' },
          });
        }
        const rawBuyerId = input.buyerId.toLowerCase();
        const buyer = isWellFormedId(rawBuyerId) ? await deals.findUser(rawBuyerId) : undefined;
        if (!buyer || buyer.deleted || buyer.role !== ROLE.buyer) {
          throw new AppError('not_found', 'server.userNotFound');
        }
        buyerId = buyer.id;
      } else {
        if (found.sellerId === actor.id) throw new AppError('forbidden', 'server.dealOwnProduct');
        if (input.buyerId !== undefined && input.buyerId.toLowerCase() !== actor.id) {
          throw new AppError('forbidden', 'server.forbidden');
        }
        buyerId = actor.id;
      }
      const listing = await checkListing(found.id, input.quantity);
      const now = new Date();
      if (listing.offersUntil !== null && listing.offersUntil.getTime() <= now.getTime())
        throw new AppError('offers_closed', 'server.offersClosed');
      const proposed = await deals.pairProposedSince(
        listing.sellerId,
        buyerId,
        new Date(now.getTime() - DAY_MS),
      );
      if (proposed.length >= proposalsPerPairPerDay) {
        // Deals are what trust is made of: one pair proposing over and over is not more trade, only more rows.
        throw rateLimited(
          proposed[proposed.length - proposalsPerPairPerDay]!.getTime() + DAY_MS - now.getTime(),
        );
      }
      const pickupBy = input.pickupBy ?? null;
      const row = {
        id: uuidv7(now.getTime()),
        productId: listing.id,
        sellerId: listing.sellerId,
        buyerId,
        productName: listing.productName,
        unit: listing.unit,
        productImageKey: listing.imageKey,
        price: input.price,
        quantity: input.quantity,
        pickupBy,
        note: input.note ?? '',
        status: 'proposed' as const,
        lastProposedBy: actor.id,
        rounds: [
          { by: actor.id, price: input.price, quantity: input.quantity, pickupBy, at: now.toISOString() },
        ],
        createdAt: now,
        updatedAt: now,
      };
      const receiverId = actor.id === buyerId ? listing.sellerId : buyerId;
      const announce = await deals.transaction(async (tx) => {
        // The message first: a blocked pair or a missing conversation refuses before anything is stored.
        const written = await writeMessage(
          tx,
          actor,
          receiverId,
          { body: row.note, deal: messageDealOf(row, 'proposed', actor.id) },
          new AppError('conversation_not_allowed', 'server.dealNoConversation'),
        );
        if (!(await deals.insert(tx, row))) throw new AppError('deal_open', 'server.dealOpen');
        await deals.recountOffers(tx, row.productId);
        return written.announce;
      });
      announce();
      await tell(receiverId, 'deal_proposed', row, actor.fullName, `deal:${row.id}:1`);
      return viewAfter(row.id, actor.id);
    },

    /** New terms from the party who did not propose last (403 otherwise), while `proposed` (409 otherwise). */
    async counter(actor: DealActor, id: string, input: DealCounterRequest): Promise<DealView> {
      const current = isWellFormedId(id) ? await deals.view(id.toLowerCase(), actor.id) : undefined;
      if (!current) throw dealNotFound();
      answerable(current, actor.id);
      await checkListing(current.productId, input.quantity);
      const pickupBy = input.pickupBy ?? null;
      const { after } = await change(actor, id, (deal) => {
        answerable(deal, actor.id);
        const round = {
          by: actor.id,
          price: input.price,
          quantity: input.quantity,
          pickupBy,
          at: new Date().toISOString(),
        };
        return {
          changes: {
            price: input.price,
            quantity: input.quantity,
            pickupBy,
            lastProposedBy: actor.id,
            rounds: [...deal.rounds, round],
          },
          event: 'countered',
        };
      });
      await tell(
        otherPartyOf(after, actor.id),
        'deal_proposed',
        after,
        actor.fullName,
        `deal:${after.id}:${after.rounds.length}`,
      );
      return viewAfter(after.id, actor.id);
    },

    /**
     * Agrees to the last proposal: the party who did not make it, while `proposed`. When its quantity covers what is
     * left of the lot, every other open offer on it is declined in the same transaction, each with a chat message
     * from the farmer saying another offer was accepted; the lot's row is locked first, so two acceptances that each
     * cover what is left are made one after the other and the second finds its deal closed.
     */
    async accept(actor: DealActor, rawId: string): Promise<DealView> {
      if (!isWellFormedId(rawId)) throw dealNotFound();
      const id = rawId.toLowerCase();
      const current = await deals.view(id, actor.id);
      if (!current) throw dealNotFound();
      const outcome = await deals.transaction(async (tx) => {
        const lot = await deals.lockLot(tx, current.productId, id);
        const deal = await deals.lock(tx, id);
        if (!deal || (deal.sellerId !== actor.id && deal.buyerId !== actor.id)) throw dealNotFound();
        answerable(deal, actor.id);
        const after = await deals.update(tx, id, { status: 'accepted', updatedAt: new Date() });
        const written = await writeMessage(tx, actor, otherPartyOf(deal, actor.id), {
          body: '',
          deal: messageDealOf(after, 'accepted', actor.id),
        });
        const announcements = [written.announce];
        const closed: DealRow[] = [];
        if (lot && deal.quantity >= lot.quantity - lot.taken) {
          // The farmer closes the others, whoever accepted: their helper keeps the "via" on those messages too.
          const farmer: DealActor =
            actor.id === deal.sellerId
              ? actor
              : { id: deal.sellerId, role: 'seller', fullName: lot.sellerName };
          for (const other of await deals.lockOpenOffers(tx, deal.productId, id)) {
            const declined = await deals.update(tx, other.id, { status: 'declined', updatedAt: new Date() });
            closed.push(declined);
            const closing = {
              body: '',
              deal: {
                ...messageDealOf(declined, 'declined', farmer.id),
                closedBecause: 'another_offer_accepted' as const,
              },
            };
            try {
              announcements.push((await writeMessage(tx, farmer, other.buyerId, closing)).announce);
            } catch (error) {
              // A buyer who blocked the farmer, or closed the account, gets no message; the offer still closes.
              if (!(error instanceof AppError)) throw error;
            }
          }
        }
        await deals.recountOffers(tx, deal.productId);
        return { after, announcements, closed };
      });
      for (const announce of outcome.announcements) announce();
      const { after } = outcome;
      await tell(after.lastProposedBy, 'deal_accepted', after, actor.fullName, `deal-accepted:${after.id}`);
      for (const declined of outcome.closed)
        await tell(
          declined.buyerId,
          'offer_closed',
          declined,
          current.seller.fullName,
          `offer-closed:${declined.id}`,
        );
      return viewAfter(after.id, actor.id);
    },

    /** Turns the last proposal down: the party who did not make it, while `proposed`. */
    async decline(actor: DealActor, id: string): Promise<DealView> {
      const { after } = await change(actor, id, (deal) => {
        answerable(deal, actor.id);
        return { changes: { status: 'declined' }, event: 'declined' };
      });
      return viewAfter(after.id, actor.id);
    },

    /** Takes the last proposal back: only its proposer, while `proposed`. */
    async withdraw(actor: DealActor, id: string): Promise<DealView> {
      const { after } = await change(actor, id, (deal) => {
        if (deal.status !== 'proposed') throw notOpen();
        if (deal.lastProposedBy !== actor.id) throw notYourTurn();
        return { changes: { status: 'withdrawn' }, event: 'withdrawn' };
      });
      return viewAfter(after.id, actor.id);
    },

    /**
     * One party says the accepted deal happened; once both have, it is `done` (`doneAt`) and both are told. Saying it
     * again changes nothing and writes no message.
     */
    async markDone(actor: DealActor, id: string): Promise<DealView> {
      const { after, changed } = await change(actor, id, (deal) => {
        if (deal.status !== 'accepted') throw notOpen();
        const asSeller = deal.sellerId === actor.id;
        if ((asSeller ? deal.sellerDoneAt : deal.buyerDoneAt) !== null) return 'unchanged';
        const now = new Date();
        const both = (asSeller ? deal.buyerDoneAt : deal.sellerDoneAt) !== null;
        return {
          changes: {
            ...(asSeller ? { sellerDoneAt: now } : { buyerDoneAt: now }),
            ...(both ? { status: 'done' as const, doneAt: now } : {}),
          },
          event: both ? 'done' : 'marked_done',
        };
      });
      const view = await viewAfter(after.id, actor.id);
      if (changed && after.status === 'done') {
        dealDone?.(after.sellerId, after.buyerId);
        await Promise.all([
          tell(after.sellerId, 'deal_done', after, view.buyer.fullName, `deal-done:${after.id}`),
          tell(after.buyerId, 'deal_done', after, view.seller.fullName, `deal-done:${after.id}`),
        ]);
      }
      return view;
    },

    /** Calls an accepted deal off, by either party, before both said it was done. */
    async cancel(actor: DealActor, id: string): Promise<DealView> {
      const { after } = await change(actor, id, (deal) => {
        if (deal.status !== 'accepted') throw notOpen();
        return { changes: { status: 'cancelled' }, event: 'cancelled' };
      });
      return viewAfter(after.id, actor.id);
    },

    /** One deal for one of its two parties; 404 for anyone else and for an unknown or malformed id. */
    async get(actorId: string, id: string): Promise<DealView> {
      const view = isWellFormedId(id) ? await deals.view(id.toLowerCase(), actorId) : undefined;
      if (!view) throw dealNotFound();
      return view;
    },

    /** The caller's deals as buyer or farmer, in one status or all, newest change first, 20 a page. */
    async mine(actorId: string, query: DealListQuery): Promise<DealPage> {
      const size = DEALS.pageSize;
      const { rows, total } = await deals.listMine(actorId, query.status, size, (query.page - 1) * size);
      return { rows, totalCount: total, totalPages: Math.ceil(total / size), page: query.page };
    },
  };
}

export type DealsService = ReturnType<typeof createDealsService>;
