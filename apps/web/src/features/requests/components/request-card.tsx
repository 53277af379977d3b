import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BuyRequest } from '@kisansetu/contract';
import { PinIcon } from '@/components/icons';
import { Card, cn } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useFormatters } from '@/lib/use-formatters';

/**
 * A calendar day ('2026-12-01') as a date the formatter reads: noon UTC, so no time zone turns it into the day
 * before.
 */
export function calendarDay(day: string): string {
  return `${day}T12:00:00Z`;
}

const STATUS_CLASSES = {
  open: 'bg-green-100 text-green-900',
  closed: 'bg-stone-200 text-stone-800',
  expired: 'bg-stone-200 text-stone-800',
} as const;

/**
 * One buyer request, laid out like a product card (same card, spacing, type sizes and 48 px buttons, without the
 * photo a request does not have): the distance when the list was asked from a point, the crop, how much is needed,
 * the most the buyer pays per unit, by when, the place and the buyer's name — never their phone or email. `status`
 * shows the badge (a buyer's own list, where closed and expired ones stay); `actions` are the feature's buttons.
 */
export function RequestCard({
  request,
  actions,
  showStatus = false,
  headingLevel = 3,
}: {
  request: BuyRequest;
  actions?: ReactNode;
  showStatus?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = paths.request(request._id);
  return (
    <Card className="w-full">
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3">
        <div className="flex flex-wrap items-center gap-2">
          {request.distanceKm !== undefined ? (
            <p className="text-sm font-semibold text-stone-800">
              <span className="sr-only">{t('near.distance')}: </span>
              <span>{format.distance(request.distanceKm)}</span>
            </p>
          ) : null}
          {showStatus ? (
            <span
              className={cn(
                'rounded-full px-2 text-xs leading-5 font-semibold',
                STATUS_CLASSES[request.status],
              )}
            >
              {t(`requests.status.${request.status}`)}
            </span>
          ) : null}
        </div>
        <Heading className="text-lg leading-snug font-bold wrap-anywhere text-stone-900">
          <Link to={href} className="hover:underline" dir="auto">
            {request.productName}
          </Link>
        </Heading>
        <p className="text-sm font-medium text-stone-800">
          {t('requests.card.needs', { quantity: format.quantity(request.quantity, request.unit) })}
        </p>
        <p className="font-semibold text-brand-800">
          {request.maxPrice === null
            ? t('requests.card.anyPrice')
            : t('requests.card.maxPrice', { price: format.pricePerUnit(request.maxPrice, request.unit) })}
        </p>
        {request.neededBy ? (
          <p className="text-sm text-stone-700">
            <time dateTime={request.neededBy}>
              {t('requests.card.neededBy', { date: format.date(calendarDay(request.neededBy)) })}
            </time>
          </p>
        ) : null}
        <p className="flex items-start gap-1 text-sm text-stone-700">
          <PinIcon />
          <span className="line-clamp-2">
            <span className="sr-only">{t('product.address')}: </span>
            <bdi>{request.address}</bdi>
          </span>
        </p>
        <p className="line-clamp-2 text-sm text-stone-700">
          <span className="sr-only">{t('requests.card.buyer')}: </span>
          <bdi>{request.buyerName}</bdi>
          {request.offerCount > 0 ? (
            <>
              <span aria-hidden="true"> · </span>
              {t('requests.card.offers', { count: request.offerCount })}
            </>
          ) : null}
        </p>
        {actions ? <div className="mt-auto flex flex-wrap gap-2 pt-2">{actions}</div> : null}
      </div>
    </Card>
  );
}
