import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useOpenRequests } from '../api';
import { RequestCard } from './request-card';

/** How many requests the home page shows: a glance, the page has the rest. */
const STRIP_SIZE = 4;

/**
 * The home page's "Buyers near you" for a signed-in farmer: the first few open requests nearest their own place, each
 * with Offer, and a link to all of them. Nothing at all while loading, on a failure or when no buyer is near: the
 * home page stays as it is for a farmer with no buyers around.
 */
export function BuyersNearStrip() {
  const { t } = useTranslation();
  const query = useOpenRequests('');
  const requests = (query.data?.pages[0]?.requests ?? []).slice(0, STRIP_SIZE);
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="buyers-near-heading" className="mx-auto w-full max-w-6xl px-4 pt-5 sm:pt-8">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-2">
        <h2 id="buyers-near-heading" className="text-xl font-bold text-stone-900 sm:text-2xl">
          {t('requests.strip.title')}
        </h2>
        <Link
          to={paths.requests}
          aria-label={t('requests.strip.seeAll')}
          className="inline-flex min-h-12 items-center font-semibold text-brand-800 underline"
        >
          {t('requests.seeAll')}
        </Link>
      </div>
      <ul
        className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 sm:gap-4"
        aria-label={t('requests.strip.title')}
      >
        {requests.map((request) => (
          <li key={request._id} className="flex">
            <RequestCard
              request={request}
              actions={
                <Link
                  to={paths.request(request._id)}
                  className={buttonClasses('primary', 'sm')}
                  aria-label={t('requests.card.offerOn', { name: request.productName })}
                >
                  {t('requests.card.offer')}
                </Link>
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
