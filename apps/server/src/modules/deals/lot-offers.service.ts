import { isWellFormedId, pricePerKgOf, type OfferTrust } from '@kisansetu/contract';
import { AppError } from '../../errors';
import type { DealView, DealsRepository } from './deals.repository';

/** One open offer on a lot as the farmer weighs it. */
export interface RankedOfferRow {
  deal: DealView;
  pricePerKg: number | null;
  buyerTrust: OfferTrust;
  mandi: { market: string; modalPrice: number; unit: 'quintal'; date: string; percent: number } | null;
}

export interface LotOffersDeps {
  deals: DealsRepository;
  /** What offers are weighed by, for many buyers in one read (reviews). */
  offerSignalsOf(userIds: readonly string[]): Promise<Map<string, OfferTrust>>;
  /** The nearest mandi's latest modal price of a crop, ₹ a quintal (prices). */
  nearestModal(
    crop: string,
    point: { lat: number; lon: number },
  ): Promise<{ market: string; modal: number; date: string } | null>;
}

const NO_TRUST: OfferTrust = {
  phoneVerified: false,
  dealsDone: 0,
  partners: 0,
  rating: { average: null, count: 0 },
};

/** Best first: the higher price per kg (the price itself for liters and pieces), then the earlier offer. */
export function byBestOffer(a: RankedOfferRow, b: RankedOfferRow): number {
  const value = (row: RankedOfferRow) => row.pricePerKg ?? row.deal.price;
  return (
    value(b) - value(a) ||
    a.deal.createdAt.getTime() - b.deal.createdAt.getTime() ||
    a.deal.id.localeCompare(b.deal.id)
  );
}

/**
 * A lot's open offers for its farmer (contract "Offers until a deadline"): ranked, each with the buyer's trust and how
 * it compares with the nearest mandi. Three reads whatever the number of offers: the offers with both parties, the
 * buyers' signals in one statement, and one mandi lookup for the lot.
 */
export function createLotOffersService({ deals, offerSignalsOf, nearestModal }: LotOffersDeps) {
  return {
    /** 404 for an unknown listing, 403 for someone else's. */
    async offersOf(sellerId: string, rawProductId: string) {
      if (!isWellFormedId(rawProductId)) throw new AppError('not_found', 'server.productNotFound');
      const productId = rawProductId.toLowerCase();
      // Read together, one round trip: the offers are answered only once the lot proves to be the caller's.
      const [lot, offers] = await Promise.all([deals.lot(productId), deals.openOffers(productId)]);
      if (!lot) throw new AppError('not_found', 'server.productNotFound');
      if (lot.sellerId !== sellerId) throw new AppError('forbidden', 'server.forbidden');
      const [signals, mandi] = await Promise.all([
        offerSignalsOf(offers.map((offer) => offer.buyerId)),
        lot.crop !== null && lot.lat !== null && lot.lon !== null && pricePerKgOf(1, lot.unit) !== undefined
          ? nearestModal(lot.crop, { lat: lot.lat, lon: lot.lon })
          : Promise.resolve(null),
      ]);
      const ranked = offers.map((deal): RankedOfferRow => {
        const perKg = pricePerKgOf(deal.price, deal.unit) ?? null;
        return {
          deal,
          pricePerKg: perKg === null ? null : Math.round(perKg * 100) / 100,
          buyerTrust: signals.get(deal.buyerId) ?? NO_TRUST,
          mandi:
            mandi === null || perKg === null || mandi.modal <= 0
              ? null
              : {
                  market: mandi.market,
                  modalPrice: mandi.modal,
                  unit: 'quintal',
                  date: mandi.date,
                  percent: Math.round((perKg / (mandi.modal / 100) - 1) * 100),
                },
        };
      });
      return { offersUntil: lot.offersUntil, productName: lot.productName, offers: ranked.sort(byBestOffer) };
    },
  };
}

export type LotOffersService = ReturnType<typeof createLotOffersService>;
