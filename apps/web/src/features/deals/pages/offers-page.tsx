import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { RankedOffer } from '@kisansetu/contract';
import { Button, Dialog, NetworkButton, Page, StatusText, buttonClasses } from '@/components/ui';
import { failureText } from '@/lib/error-text';
import { formatDeadline } from '@/lib/format';
import { isolate, useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useFormatters } from '@/lib/use-formatters';
import { useProduct } from '../../products';
import { useAcceptOffer, useLotOffers } from '../offers-api';
import { RankedOfferCard } from '../components/ranked-offer-card';

/** The lot's time for offers: until when, or closed since when, or none; and the way to set or extend it. */
function Deadline({ productId, offersUntil }: { productId: string; offersUntil: string | null }) {
  const { t, i18n } = useTranslation();
  const open = offersUntil !== null && Date.parse(offersUntil) > Date.now();
  const time = offersUntil ? formatDeadline(offersUntil, i18n.language) : '';
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-amber-50 p-3">
      <p className="min-w-0 font-semibold text-stone-900">
        {offersUntil === null
          ? t('offers.noDeadlineSet')
          : open
            ? t('offers.openUntil', { time })
            : t('offers.closedAt', { time })}
      </p>
      <Link to={paths.editProduct(productId)} className={buttonClasses('outline', 'sm')}>
        {offersUntil === null ? t('offers.setDeadline') : t('offers.extend')}
      </Link>
    </div>
  );
}

/**
 * /offers/{id}: a lot's open offers for its farmer (or their helper), best price per kg first, each with what to weigh
 * it by and Accept or Chat. Accepting asks first, saying when the others close; the list is read again after.
 */
export function OffersPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const format = useFormatters();
  const product = useProduct(id);
  const offers = useLotOffers(id);
  const accept = useAcceptOffer(id);
  const [confirming, setConfirming] = useState<RankedOffer | null>(null);
  const lot = product.data;
  const list = offers.data?.offers ?? [];
  const others = list.length - 1;
  // What is left of the lot is the server's to know; an offer for all that is listed surely covers it.
  const wholeLot = confirming !== null && lot !== undefined && confirming.deal.quantity >= lot.quantity;

  function acceptConfirmed(offer: RankedOffer): void {
    accept.mutate(offer.deal._id, {
      onSuccess: () => toast.success(t('server.dealAccepted')),
      onError: (error) => toast.error(failureText(error, t('deals.actionFailed'))),
      onSettled: () => setConfirming(null),
    });
  }

  const title = lot ? t('offers.title', { name: lot.productName }) : t('offers.titlePlain');
  let body;
  if (offers.isPending) body = <StatusText>{t('state.loading')}</StatusText>;
  else if (offers.isError) body = <StatusText tone="error">{t('offers.loadFailed')}</StatusText>;
  else {
    body = (
      <>
        <Deadline productId={id} offersUntil={offers.data.offersUntil} />
        {lot ? (
          <p className="mb-3 text-sm text-stone-700">
            {t('deals.available', { quantity: format.quantity(lot.quantity, lot.unit) })} ·{' '}
            {t('offers.rankedBy')}
          </p>
        ) : null}
        {list.length === 0 ? (
          <StatusText>{t('offers.empty')}</StatusText>
        ) : (
          <ol aria-label={t('offers.listLabel')} className="flex flex-col gap-3">
            {list.map((offer, index) => (
              <RankedOfferCard
                key={offer.deal._id}
                offer={offer}
                rank={index + 1}
                busy={accept.isPending}
                onAccept={setConfirming}
              />
            ))}
          </ol>
        )}
      </>
    );
  }
  return (
    <Page
      title={title}
      width="prose"
      actions={
        <Link to={paths.product(id)} className={buttonClasses('ghost', 'sm')}>
          {t('offers.seeListing')}
        </Link>
      }
    >
      {body}
      <Dialog
        open={confirming !== null}
        title={
          confirming ? (
            <bdi>{t('offers.acceptTitle', { name: isolate(confirming.deal.otherParty.fullName) })}</bdi>
          ) : null
        }
        onClose={() => setConfirming(null)}
        actions={
          <>
            <Button variant="ghost" onClick={() => setConfirming(null)}>
              {t('common.cancel')}
            </Button>
            <NetworkButton
              disabled={accept.isPending}
              onClick={() => {
                if (confirming) acceptConfirmed(confirming);
              }}
            >
              {accept.isPending ? t('offers.accepting') : t('deals.accept')}
            </NetworkButton>
          </>
        }
      >
        {confirming ? (
          <>
            <p className="font-semibold text-stone-900">
              {format.pricePerUnit(confirming.deal.price, confirming.deal.unit)} ·{' '}
              {format.quantity(confirming.deal.quantity, confirming.deal.unit)}
            </p>
            {others > 0 ? (
              <p className="mt-2">
                {wholeLot
                  ? t('offers.acceptClosesOthers', { count: others, n: format.number(others) })
                  : t('offers.acceptWholeLotRule')}
              </p>
            ) : null}
          </>
        ) : null}
      </Dialog>
    </Page>
  );
}
