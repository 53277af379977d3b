import type { NotificationKind, NotificationParams } from '@kisansetu/contract';
import { startPeriodic } from '../../lib/periodic';
import { LOT_CLAIM_BATCH, type DealsRepository } from './deals.repository';
import type { LotOffersService } from './lot-offers.service';

export interface OffersDeadlineDeps {
  deals: DealsRepository;
  lotOffers: LotOffersService;
  notify(
    userId: string,
    kind: NotificationKind,
    params: NotificationParams,
    link: string,
    options?: { dedupeKey?: string },
  ): Promise<unknown>;
  onError(error: unknown, what: string): void;
  /** How often each process sweeps (OFFERS_SWEEP_MS). */
  intervalMs: number;
}

/**
 * The end of a lot's time for offers: every `intervalMs` each process claims the lots whose deadline passed (each
 * deadline once, whichever process claims it) and tells each farmer how many offers wait and the best of them, with
 * the lot's offers page as the link; the notification is also an alert by SMS or WhatsApp. A lot without offers is
 * claimed and left quiet: there is nothing to choose.
 */
export function startOffersDeadlineNotices({
  deals,
  lotOffers,
  notify,
  onError,
  intervalMs,
}: OffersDeadlineDeps) {
  async function pass(): Promise<number> {
    let told = 0;
    for (;;) {
      const ended = await deals.claimEndedLots();
      for (const lot of ended) {
        const { offers } = await lotOffers.offersOf(lot.sellerId, lot.id);
        const best = offers[0];
        if (!best) continue;
        await notify(
          lot.sellerId,
          'offers_deadline',
          {
            productName: lot.productName,
            count: offers.length,
            price: best.deal.price,
            unit: best.deal.unit,
            name: best.deal.buyer.fullName,
            stars: best.buyerTrust.rating.average ?? '',
          },
          `/offers/${lot.id}`,
          { dedupeKey: `offers-deadline:${lot.id}:${lot.offersUntil.toISOString()}` },
        );
        told += 1;
      }
      if (ended.length < LOT_CLAIM_BATCH) return told;
    }
  }

  const periodic = startPeriodic({
    everyMs: intervalMs,
    run: pass,
    onError: (error) => onError(error, 'offers-deadline notices could not be sent'),
  });
  return { sweep: periodic.runNow, stop: periodic.stop };
}
