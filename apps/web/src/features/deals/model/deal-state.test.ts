import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { buyer, seller } from '@/test/fixtures';
import { deal, dealMessage } from '@/test/deal-fixtures';
import { dealPreviewText, dealView, hasOpenDeal, latestDealMessages } from './deal-state';

const perQuintal = (price: number) => `₹${price.toLocaleString('en-IN')} / quintal`;

describe('the actions of a deal, by party and status', () => {
  it('proposed: the party who did not propose last may accept, counter or decline; the proposer may withdraw', () => {
    const offer = deal({ status: 'proposed', lastProposedBy: buyer._id });
    expect(dealView(offer, seller._id).actions).toEqual(['accept', 'counter', 'decline']);
    expect(dealView(offer, buyer._id)).toMatchObject({ actions: ['withdraw'], waiting: true });
    // After the farmer's counter-offer it is the buyer's turn.
    const countered = deal({ status: 'proposed', lastProposedBy: seller._id });
    expect(dealView(countered, buyer._id).actions).toEqual(['accept', 'counter', 'decline']);
    expect(dealView(countered, seller._id).actions).toEqual(['withdraw']);
  });

  it('accepted: both may mark it done (until they have) and cancel; who has marked shows', () => {
    const agreed = deal({ status: 'accepted', sellerDone: true });
    expect(dealView(agreed, buyer._id)).toMatchObject({
      actions: ['done', 'cancel'],
      iMarked: false,
      otherMarked: true,
    });
    expect(dealView(agreed, seller._id)).toMatchObject({
      actions: ['cancel'],
      iMarked: true,
      otherMarked: false,
    });
  });

  it('done: each may rate once, within the review window; then it shows their stars', () => {
    const now = Date.parse('2026-03-10T08:00:00.000Z');
    const done = deal({
      status: 'done',
      sellerDone: true,
      buyerDone: true,
      doneAt: '2026-03-05T08:00:00.000Z',
    });
    expect(dealView(done, buyer._id, now).actions).toEqual(['rate']);
    expect(dealView({ ...done, myReview: { stars: 4 } }, buyer._id, now)).toMatchObject({
      actions: [],
      rated: 4,
    });
    expect(dealView(done, seller._id, Date.parse('2026-06-01T08:00:00.000Z')).actions).toEqual([]);
  });

  it('declined, withdrawn and cancelled deals offer nothing', () => {
    for (const status of ['declined', 'withdrawn', 'cancelled'] as const) {
      expect(dealView(deal({ status }), buyer._id).actions).toEqual([]);
      expect(dealView(deal({ status }), seller._id).actions).toEqual([]);
    }
  });
});

describe('a conversation’s deal messages', () => {
  it('know each deal’s latest message and whether a listing has an open deal', () => {
    const first = dealMessage(buyer._id, seller._id, { _id: 'd1' });
    const counter = dealMessage(seller._id, buyer._id, { _id: 'd1', event: 'countered' });
    const other = dealMessage(buyer._id, seller._id, {
      _id: 'd2',
      productId: 'p2',
      event: 'declined',
      status: 'declined',
    });
    const latest = latestDealMessages([first, counter, other]);
    expect(latest.get('d1')).toBe(counter._id);
    expect(latest.get('d2')).toBe(other._id);
    expect(hasOpenDeal([first, counter, other], first.deal.productId)).toBe(true);
    expect(hasOpenDeal([first, counter, other], 'p2')).toBe(false);
    const declinedNow = dealMessage(buyer._id, seller._id, {
      _id: 'd1',
      event: 'declined',
      status: 'declined',
    });
    expect(hasOpenDeal([first, counter, declinedNow], first.deal.productId)).toBe(false);
  });

  it('preview a deal message in the contact list by its event', () => {
    const offer = dealMessage(buyer._id, seller._id).deal;
    expect(dealPreviewText(i18n.t, offer, perQuintal)).toBe('Offer: ₹2,100 / quintal');
    expect(dealPreviewText(i18n.t, { ...offer, event: 'accepted' }, perQuintal)).toBe(
      'Deal agreed: ₹2,100 / quintal',
    );
    expect(dealPreviewText(i18n.t, { ...offer, event: 'done' }, perQuintal)).toBe('Deal done');
  });
});
