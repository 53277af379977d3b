import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Product } from '@kisansetu/contract';
import { call } from '@/lib/api-client';
import { formatDeadline } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useFormatters } from '@/lib/use-formatters';

/** How many lots' best offers the home page asks for: one call each, so a few. */
const BEST_OF = 3;

/**
 * "Open for offers" on the farmer's home: a line a lot that takes offers or has some waiting, with its count and the
 * time offers close, leading to its ranked offers; the first few lots with offers also show the best one. Its own
 * chunk, loaded only when a lot needs it (`lots`: those the home page found open for offers).
 */
export function OffersOnHome({ lots }: { lots: readonly Product[] }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const asked = lots.filter((lot) => lot.offerCount > 0).slice(0, BEST_OF);
  const best = useQueries({
    queries: asked.map((lot) => ({
      // The deals feature's key of this call, so accepting on the offers page refreshes this line too.
      queryKey: ['deals', 'offers', lot._id] as const,
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const { data } = await call('GET /deal/offers/{productId}', {
          params: { productId: lot._id },
          signal,
        });
        return data;
      },
    })),
  });
  if (lots.length === 0) return null;
  const bestOf = new Map(asked.map((lot, index) => [lot._id, best[index]?.data?.offers[0]?.deal]));
  return (
    <section aria-labelledby="offers-home-heading" className="mb-4 rounded-xl bg-amber-50 p-3">
      <h3 id="offers-home-heading" className="mb-1 font-bold text-stone-900">
        {t('offers.homeTitle')}
      </h3>
      <ul className="flex flex-col">
        {lots.map((lot) => {
          const top = bestOf.get(lot._id);
          const count = t('offers.count', { count: lot.offerCount, n: format.number(lot.offerCount) });
          const open = lot.offersUntil !== null && Date.parse(lot.offersUntil) > Date.now();
          return (
            <li key={lot._id}>
              <Link
                to={paths.offers(lot._id)}
                className="flex min-h-12 flex-wrap items-center gap-x-2 border-t border-amber-200 py-1 first:border-t-0"
              >
                <bdi className="min-w-0 font-semibold text-brand-800 underline wrap-anywhere">
                  {lot.productName}
                </bdi>
                <span className="text-stone-800">
                  {top
                    ? t('offers.countWithBest', {
                        offers: count,
                        price: format.pricePerUnit(top.price, top.unit),
                      })
                    : count}
                </span>
                {open && lot.offersUntil ? (
                  <span className="text-sm text-stone-600">
                    {t('offers.untilShort', { time: formatDeadline(lot.offersUntil, i18n.language) })}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
