import type { Deal, Message, MessageDeal } from '@kisansetu/contract';
import { buyer, seller } from '@/test/fixtures';

export const DEAL_ID = '0190d000-0000-7000-8000-000000000001';
export const PRODUCT_ID = '0190b000-0000-7000-8000-000000000101';

/** A deal between the fixtures' buyer (Asha) and farmer (Ramesh), as the caller `viewer` gets it. */
export function deal(overrides: Partial<Deal> = {}, viewer: 'buyer' | 'seller' = 'buyer'): Deal {
  const other = viewer === 'buyer' ? seller : buyer;
  return {
    _id: DEAL_ID,
    product: { _id: PRODUCT_ID, productName: 'Nashik red onion', unit: 'quintal', image: null },
    sellerId: seller._id,
    buyerId: buyer._id,
    otherParty: { _id: other._id, fullName: other.fullName, role: other.role },
    price: 2100,
    quantity: 40,
    unit: 'quintal',
    pickupBy: null,
    note: '',
    status: 'proposed',
    lastProposedBy: buyer._id,
    rounds: [{ by: buyer._id, price: 2100, quantity: 40, pickupBy: null, at: '2026-03-01T08:00:00.000Z' }],
    sellerDone: false,
    buyerDone: false,
    doneAt: null,
    myReview: null,
    listingCovered: false,
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

export function messageDeal(overrides: Partial<MessageDeal> = {}): MessageDeal {
  return {
    _id: DEAL_ID,
    event: 'proposed',
    by: buyer._id,
    status: 'proposed',
    productId: PRODUCT_ID,
    productName: 'Nashik red onion',
    price: 2100,
    quantity: 40,
    unit: 'quintal',
    pickupBy: null,
    ...overrides,
  };
}

let sequence = 0;

/** The chat message that recorded a change of the deal. */
export function dealMessage(
  from: string,
  to: string,
  dealOverrides: Partial<MessageDeal> = {},
  text = '',
): Message & { deal: MessageDeal } {
  sequence += 1;
  return {
    _id: `0190c000-0000-7000-8000-00000009${String(sequence).padStart(4, '0')}`,
    senderId: from,
    receiverId: to,
    message: text,
    createdAt: new Date(Date.UTC(2026, 2, 1, 9, 0, sequence)).toISOString(),
    deal: messageDeal({ by: from, ...dealOverrides }),
  };
}
