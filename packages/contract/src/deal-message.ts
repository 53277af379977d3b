import { z } from 'zod';
import { UNITS } from './constants';

/*
 * The deal's states and the chat message's copy of a deal, apart from deal.ts: message.ts needs them, and deal.ts
 * needs what message.ts is imported by.
 */

/**
 * Where a deal is: `proposed` waits for the party who did not propose last (accept, counter, decline) or its
 * proposer (withdraw); `accepted` waits for both to say it happened (`done`) or either to call it off (`cancelled`).
 */
export const DEAL_STATUSES = ['proposed', 'accepted', 'declined', 'withdrawn', 'cancelled', 'done'] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];

/** A deal that still holds: one of these a product a buyer (409 `deal_open`). */
export const OPEN_DEAL_STATUSES: readonly DealStatus[] = ['proposed', 'accepted'];

/**
 * What a deal's chat message records: the change that made it. `marked_done` is one party's "deal done" while the
 * other has not said it yet; `done` the second one's.
 */
export const DEAL_EVENTS = [
  'proposed',
  'countered',
  'accepted',
  'declined',
  'withdrawn',
  'marked_done',
  'done',
  'cancelled',
] as const;
export type DealEvent = (typeof DEAL_EVENTS)[number];

/**
 * A deal as the chat message that recorded a change of it carries it: the terms and status right after the change
 * (`event`), and who made it (`by`). The thread shows the latest of these as the deal's card.
 */
export const messageDealSchema = z.object({
  _id: z.string(),
  event: z.enum(DEAL_EVENTS),
  by: z.string(),
  status: z.enum(DEAL_STATUSES),
  /** The listing the deal is about, so a thread knows which listing has an open deal without asking. */
  productId: z.string(),
  productName: z.string(),
  price: z.number(),
  quantity: z.number(),
  unit: z.enum(UNITS),
  pickupBy: z.string().nullable(),
  /** Why the farmer's side closed it without answering it: they accepted another offer for the whole lot. */
  closedBecause: z.enum(['another_offer_accepted']).optional(),
});
export type MessageDeal = z.infer<typeof messageDealSchema>;
