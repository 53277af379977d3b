import { useId } from 'react';
import { Link } from 'react-router';
import type { Deal } from '@kisansetu/contract';
import { buttonClasses } from '@/components/ui';
import { isolate, useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useFormatters } from '@/lib/use-formatters';
import { DealStatusBadge } from './deal-status-badge';

/** One deal on My deals: the crop, the terms, with whom, its status, and the way into the chat where it goes on. */
export function DealListCard({ deal }: { deal: Deal }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const headingId = useId();
  const name = deal.otherParty.fullName;
  return (
    <li>
      <article aria-labelledby={headingId} className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm">
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex min-w-0 items-center gap-3">
            {deal.product.image ? (
              <img
                src={deal.product.image}
                alt=""
                loading="lazy"
                decoding="async"
                className="size-12 shrink-0 rounded-md bg-stone-200 object-cover"
              />
            ) : null}
            <div className="min-w-0">
              <h2 id={headingId} className="text-lg font-bold wrap-anywhere">
                <bdi>{deal.product.productName}</bdi>
              </h2>
              <p className="text-sm text-stone-700">
                <bdi>{t('deals.with', { name: isolate(name) })}</bdi>
              </p>
            </div>
          </div>
          <DealStatusBadge status={deal.status} />
        </header>
        <p className="flex flex-wrap gap-x-3 text-sm">
          <span className="font-bold text-brand-800">{format.pricePerUnit(deal.price, deal.unit)}</span>
          <span>{format.quantity(deal.quantity, deal.unit)}</span>
          {deal.pickupBy ? <span>{t('deals.pickupOn', { date: format.date(deal.pickupBy) })}</span> : null}
        </p>
        <p className="text-xs text-stone-600">{t('deals.updated', { date: format.date(deal.updatedAt) })}</p>
        <Link
          to={paths.chatWith(deal.otherParty._id)}
          className={buttonClasses('outline', 'sm', 'self-start')}
        >
          <bdi>{t('deals.openChat', { name: isolate(name) })}</bdi>
        </Link>
      </article>
    </li>
  );
}
