import { useId } from 'react';
import { Link } from 'react-router';
import type { OfferTrust, RankedOffer } from '@kisansetu/contract';
import { VerifiedIcon } from '@/components/icons';
import { Button, buttonClasses } from '@/components/ui';
import { isolate, useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useFormatters } from '@/lib/use-formatters';
import { dayMonthText } from '../model/offer-time';

/** "+6% over Lasalgaon, 20 Nov": how the offer compares with the nearest mandi's latest modal price. */
function MandiLine({ mandi }: { mandi: NonNullable<RankedOffer['mandi']> }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const values = {
    percent: format.number(Math.abs(mandi.percent)),
    market: isolate(mandi.market),
    date: dayMonthText(mandi.date, i18n.language),
  };
  const key =
    mandi.percent > 0 ? 'offers.mandiOver' : mandi.percent < 0 ? 'offers.mandiUnder' : 'offers.mandiSame';
  return (
    <p
      className={
        mandi.percent >= 0 ? 'text-sm font-semibold text-brand-800' : 'text-sm font-semibold text-red-800'
      }
    >
      <bdi>{t(key, values)}</bdi>
    </p>
  );
}

/**
 * What to trust the buyer by, in the trust feature's words: a proved phone, stars with their count, deals with
 * distinct farmers. Drawn here rather than with that feature's parts, which would pull its shared chunk into this
 * page's and make the build fold other shared pieces into the first route.
 */
function BuyerTrust({ trust, name }: { trust: OfferTrust; name: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { rating } = trust;
  const average = rating.average === null ? null : format.number(rating.average);
  // A group, not a list: the ranked list's items stay the offers themselves.
  return (
    <div
      role="group"
      aria-label={t('trust.label', { name })}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-800"
    >
      {trust.phoneVerified ? (
        <span className="inline-flex items-center gap-1 font-semibold text-brand-800">
          <VerifiedIcon className="size-4 shrink-0" />
          {t('phone.verified')}
        </span>
      ) : null}
      {average !== null && rating.count > 0 ? (
        <span
          role="img"
          aria-label={t('trust.ratingLabel', { count: rating.count, average })}
          className="font-semibold whitespace-nowrap"
        >
          <span aria-hidden="true" className="text-amber-600">
            ★
          </span>{' '}
          <span aria-hidden="true">
            {average} ({format.number(rating.count)})
          </span>
        </span>
      ) : null}
      <span>
        {trust.dealsDone === 0
          ? t('trust.noDealsYet')
          : t('trust.dealsWith', {
              deals: t('trust.deals', { count: trust.dealsDone, n: format.number(trust.dealsDone) }),
              people: t('trust.withFarmers', { count: trust.partners, n: format.number(trust.partners) }),
            })}
      </span>
    </div>
  );
}

/**
 * One offer on the farmer's ranked list: the buyer, the price per unit and per kg, quantity and pickup, the buyer's
 * trust (phone, stars, deals with distinct people), the mandi comparison, and Accept (when the buyer spoke last) and
 * Chat, where the farmer can counter.
 */
export function RankedOfferCard({
  offer,
  rank,
  onAccept,
  busy,
}: {
  offer: RankedOffer;
  rank: number;
  onAccept: (offer: RankedOffer) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const headingId = useId();
  const { deal, buyerTrust } = offer;
  const name = deal.otherParty.fullName;
  // The farmer's side countered last: the buyer answers next, so there is nothing to accept yet.
  const buyerSpokeLast = deal.lastProposedBy === deal.buyerId;
  return (
    <li>
      <article aria-labelledby={headingId} className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm">
        <header className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="grid size-8 shrink-0 place-items-center rounded-full bg-amber-100 font-bold text-amber-900"
          >
            {format.number(rank)}
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-bold wrap-anywhere">
              <bdi>{name}</bdi>
            </h2>
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-xl font-bold text-brand-800">
                {format.pricePerUnit(deal.price, deal.unit)}
              </span>
              {offer.pricePerKg !== null && deal.unit !== 'kg' ? (
                <span className="text-sm text-stone-700">
                  = {format.pricePerUnit(offer.pricePerKg, 'kg')}
                </span>
              ) : null}
            </p>
          </div>
        </header>
        <p className="flex flex-wrap gap-x-3 text-sm text-stone-800">
          <span className="font-semibold">{format.quantity(deal.quantity, deal.unit)}</span>
          {deal.pickupBy ? <span>{t('deals.pickupOn', { date: format.date(deal.pickupBy) })}</span> : null}
        </p>
        <BuyerTrust trust={buyerTrust} name={name} />
        {offer.mandi ? <MandiLine mandi={offer.mandi} /> : null}
        {deal.note ? (
          <blockquote dir="auto" className="rounded-lg bg-stone-100 px-2 py-1 text-sm break-words">
            {deal.note}
          </blockquote>
        ) : null}
        {buyerSpokeLast ? null : (
          <p className="text-sm text-stone-700">{t('deals.waiting', { name: isolate(name) })}</p>
        )}
        <div className="flex flex-wrap gap-2">
          {buyerSpokeLast ? (
            <Button
              size="sm"
              className="grow"
              disabled={busy}
              aria-label={t('offers.acceptNamed', { name })}
              onClick={() => onAccept(offer)}
            >
              {t('deals.accept')}
            </Button>
          ) : null}
          <Link to={paths.chatWith(deal.buyerId)} className={buttonClasses('outline', 'sm', 'grow')}>
            <bdi>{t('deals.openChat', { name: isolate(name) })}</bdi>
          </Link>
        </div>
      </article>
    </li>
  );
}
