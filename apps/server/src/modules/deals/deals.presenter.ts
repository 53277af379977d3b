import type { Deal } from '@kisansetu/contract';
import type { DealView } from './deals.repository';

/** The card-size URL of a stored photo. */
export type CardUrl = (key: string) => string;

/**
 * A deal as `callerId`, one of its two parties, sees it: `otherParty` is the other side, `myReview` the caller's own
 * stars once given, and `listingCovered` only ever true for the farmer (the repository reads it for them alone).
 */
export function toDeal(row: DealView, callerId: string, cardUrl: CardUrl): Deal {
  const other = row.sellerId === callerId ? row.buyer : row.seller;
  return {
    _id: row.id,
    product: {
      _id: row.productId,
      productName: row.productName,
      unit: row.unit,
      image: row.productImageKey === null ? null : cardUrl(row.productImageKey),
    },
    sellerId: row.sellerId,
    buyerId: row.buyerId,
    otherParty: { _id: other.id, fullName: other.fullName, role: other.role },
    price: row.price,
    quantity: row.quantity,
    unit: row.unit,
    pickupBy: row.pickupBy,
    note: row.note,
    status: row.status,
    lastProposedBy: row.lastProposedBy,
    rounds: row.rounds,
    sellerDone: row.sellerDoneAt !== null,
    buyerDone: row.buyerDoneAt !== null,
    doneAt: row.doneAt?.toISOString() ?? null,
    myReview: row.myStars === null ? null : { stars: row.myStars },
    listingCovered: row.listingCovered,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
