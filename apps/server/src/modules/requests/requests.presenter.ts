import type { BuyRequest, Offer } from '@kisansetu/contract';
import { locationOf } from '../products';
import type { OfferRow, RequestWithBuyer } from './requests.repository';
import { isOpenNow } from './requests.service';

/** An offer as its buyer sees it; `product` is the listing as the chat message carried it, when one was offered. */
export function toOffer(row: OfferRow): Offer {
  return {
    _id: row.id,
    requestId: row.requestId,
    sellerId: row.sellerId,
    sellerName: row.sellerName,
    price: row.price,
    unit: row.unit,
    quantity: row.quantity,
    message: row.message,
    ...(row.product === null || row.messageProductId === null
      ? {}
      : {
          product: {
            _id: row.messageProductId,
            productName: row.product.productName,
            price: row.product.price,
            unit: row.product.unit,
            image: row.product.image,
          },
        }),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A request as sent: the buyer's name and never their email or phone (nothing of the kind is read). `status` says
 * `expired` past `expiresAt`; `offers` only when given (to the request's buyer).
 */
export function toBuyRequest(row: RequestWithBuyer, offers?: OfferRow[]): BuyRequest {
  return {
    _id: row.id,
    buyerId: row.buyerId,
    buyerName: row.buyerName,
    productName: row.productName,
    quantity: row.quantity,
    unit: row.unit,
    maxPrice: row.maxPrice,
    address: row.address,
    location: locationOf(row),
    radiusKm: row.radiusKm,
    neededBy: row.neededBy,
    description: row.description,
    status: row.status === 'closed' ? 'closed' : isOpenNow(row) ? 'open' : 'expired',
    offerCount: row.offerCount,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    ...(row.distanceM === null ? {} : { distanceKm: Math.round(row.distanceM / 1000) }),
    ...(offers === undefined ? {} : { offers: offers.filter((o) => o.requestId === row.id).map(toOffer) }),
  };
}
