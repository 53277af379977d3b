import { DEALS, OPEN_DEAL_STATUSES } from '@kisansetu/contract';
import type { Deal, Message, MessageDeal } from '@kisansetu/contract';
import type { TFunction } from '@/lib/i18n';

/** What the caller may do with a deal now (the server decides; these are the buttons that make sense to offer). */
export type DealAction = 'accept' | 'counter' | 'decline' | 'withdraw' | 'done' | 'cancel' | 'rate';

export interface DealView {
  actions: DealAction[];
  /** The caller said the (accepted) deal happened. */
  iMarked: boolean;
  /** The other party said it happened. */
  otherMarked: boolean;
  /** The caller proposed last and waits for the other side's answer. */
  waiting: boolean;
  /** The caller's own stars for the other party, once given. */
  rated: number | null;
}

const DAY_MS = 86_400_000;

/**
 * The actions of a deal for the caller, from the deal as the server sent it: while proposed, the party who did not
 * propose last may accept, counter or decline, the last proposer may withdraw; once accepted, either may mark it done
 * (until they have) or cancel it; once done, each may rate the other once, within the review window.
 */
export function dealView(deal: Deal, myId: string, now: number = Date.now()): DealView {
  const iAmSeller = deal.sellerId === myId;
  const iMarked = iAmSeller ? deal.sellerDone : deal.buyerDone;
  const otherMarked = iAmSeller ? deal.buyerDone : deal.sellerDone;
  const rated = deal.myReview?.stars ?? null;
  const base = { iMarked, otherMarked, rated, waiting: false };
  switch (deal.status) {
    case 'proposed':
      return deal.lastProposedBy === myId
        ? { ...base, actions: ['withdraw'], waiting: true }
        : { ...base, actions: ['accept', 'counter', 'decline'] };
    case 'accepted':
      return { ...base, actions: iMarked ? ['cancel'] : ['done', 'cancel'] };
    case 'done': {
      const doneAt = deal.doneAt ? Date.parse(deal.doneAt) : Number.NaN;
      const inWindow = Number.isNaN(doneAt) || now - doneAt <= DEALS.reviewWindowDays * DAY_MS;
      return { ...base, actions: rated === null && inWindow ? ['rate'] : [] };
    }
    default:
      return { ...base, actions: [] };
  }
}

/**
 * The line that says what a deal message recorded: "Ramesh offered", "You countered", "Deal agreed"… An offer the
 * farmer closed by accepting another for the whole lot says so, rather than "declined".
 */
export function dealEventText(t: TFunction, deal: MessageDeal, mine: boolean, otherName: string): string {
  if (deal.closedBecause === 'another_offer_accepted')
    return mine ? t('deals.closedByOtherMine') : t('deals.closedByOther');
  return mine ? t(`deals.eventMine.${deal.event}`) : t(`deals.event.${deal.event}`, { name: otherName });
}

/**
 * The contact list's preview of a deal message (its body is empty): "Offer: ₹2,100 / quintal", "Deal agreed: …".
 * `pricePerUnit` is the app's formatter.
 */
export function dealPreviewText(
  t: TFunction,
  deal: MessageDeal,
  pricePerUnit: (price: number, unit: MessageDeal['unit']) => string,
): string {
  if (deal.closedBecause === 'another_offer_accepted') return t('deals.preview.closedByOther');
  return t(`deals.preview.${deal.event}`, { price: pricePerUnit(deal.price, deal.unit) });
}

/** Each deal's latest message in a conversation (by message id): only that card of a deal gets the actions. */
export function latestDealMessages(messages: readonly Message[]): Map<string, string> {
  const latest = new Map<string, string>();
  for (const message of messages) if (message.deal) latest.set(message.deal._id, message._id);
  return latest;
}

/** Whether a deal on `productId` is still open (proposed or accepted) in a conversation, by each deal's latest message. */
export function hasOpenDeal(messages: readonly Message[], productId: string): boolean {
  const latest = new Map<string, MessageDeal>();
  for (const message of messages) if (message.deal) latest.set(message.deal._id, message.deal);
  return [...latest.values()].some(
    (deal) => deal.productId === productId && OPEN_DEAL_STATUSES.includes(deal.status),
  );
}
