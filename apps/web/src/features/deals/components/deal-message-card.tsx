import { useId, useState } from 'react';
import type { Deal, Message, MessageDeal } from '@kisansetu/contract';
import { Button, cn } from '@/components/ui';
import { failureText } from '@/lib/error-text';
import { isolate, useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useFormatters } from '@/lib/use-formatters';
import { useMarkSold } from '../../products';
import { useDeal, useDealStep } from '../api';
import type { DealStep } from '../api';
import { dealEventText, dealView } from '../model/deal-state';
import { DealHistory } from './deal-history';
import { DealStatusBadge } from './deal-status-badge';
import { OfferSheet } from './offer-sheet';
import { ReviewDialog } from './review-dialog';

const STEP_TOAST = {
  accept: 'server.dealAccepted',
  decline: 'server.dealDeclined',
  withdraw: 'server.dealWithdrawn',
  done: 'server.dealMarkedDone',
  cancel: 'server.dealCancelled',
} as const;

const STEP_LABEL = {
  accept: 'deals.accept',
  decline: 'deals.decline',
  withdraw: 'deals.withdraw',
  done: 'deals.markDone',
  cancel: 'deals.cancel',
} as const;

/** The terms of a deal: price per unit, quantity, pickup date. */
function Terms({ terms }: { terms: Pick<MessageDeal, 'price' | 'quantity' | 'unit' | 'pickupBy'> }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 text-sm wrap-anywhere">
      <dt className="text-stone-600">{t('deals.priceLabel')}</dt>
      <dd className="font-bold text-brand-800">{format.pricePerUnit(terms.price, terms.unit)}</dd>
      <dt className="text-stone-600">{t('deals.quantityLabel')}</dt>
      <dd className="font-semibold">{format.quantity(terms.quantity, terms.unit)}</dd>
      {terms.pickupBy ? (
        <>
          <dt className="text-stone-600">{t('deals.pickupLabel')}</dt>
          <dd>
            <time dateTime={terms.pickupBy}>{format.date(terms.pickupBy)}</time>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * What the caller can do with the deal now, from GET deal/{id} (the deal's own query, refreshed whenever a message of
 * this deal arrives or the caller acts): Accept / Counter / Decline, Withdraw, Mark as done / Cancel, Rate; who has
 * marked it done; the caller's stars once given; the farmer's "mark the listing sold?" once the lot is covered.
 */
export function DealActions({
  deal,
  myId,
  otherName,
  onChanged,
}: {
  deal: Deal;
  myId: string;
  otherName: string;
  onChanged?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const step = useDealStep(deal._id);
  const markSold = useMarkSold();
  const [sheet, setSheet] = useState<'counter' | 'rate' | null>(null);
  const view = dealView(deal, myId);
  const name = isolate(otherName);

  function run(action: DealStep): void {
    step.mutate(action, {
      onSuccess: () => {
        toast.success(t(STEP_TOAST[action]));
        onChanged?.();
      },
      onError: (error) => {
        toast.error(failureText(error, t('deals.actionFailed')));
        onChanged?.();
      },
    });
  }

  return (
    <div className="flex flex-col gap-2">
      {deal.status === 'accepted' && (view.iMarked || view.otherMarked) ? (
        <ul className="text-sm text-stone-700">
          {view.iMarked ? <li>✓ {t('deals.youMarked')}</li> : null}
          {view.otherMarked ? <li>✓ {t('deals.otherMarked', { name })}</li> : null}
        </ul>
      ) : null}
      {view.waiting ? <p className="text-sm text-stone-700">{t('deals.waiting', { name })}</p> : null}
      {view.rated !== null ? (
        <p className="text-sm font-semibold text-stone-800">{t('deals.rated', { stars: view.rated })}</p>
      ) : null}
      {view.actions.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {view.actions.map((action) =>
            action === 'counter' ? (
              <Button key={action} variant="outline" size="sm" onClick={() => setSheet('counter')}>
                {t('deals.counter')}
              </Button>
            ) : action === 'rate' ? (
              <Button key={action} size="sm" onClick={() => setSheet('rate')}>
                <bdi>{t('deals.rate', { name })}</bdi>
              </Button>
            ) : (
              <Button
                key={action}
                size="sm"
                variant={
                  action === 'accept' || action === 'done'
                    ? 'primary'
                    : action === 'withdraw' || action === 'cancel' || action === 'decline'
                      ? 'ghost'
                      : 'outline'
                }
                className={action === 'decline' || action === 'cancel' ? 'text-red-800' : undefined}
                disabled={step.isPending}
                onClick={() => run(action)}
              >
                {t(STEP_LABEL[action])}
              </Button>
            ),
          )}
        </div>
      ) : null}
      {deal.status === 'done' && deal.listingCovered ? (
        <div
          role="group"
          aria-label={t('deals.markSoldAsk')}
          className="flex flex-col gap-2 rounded-lg bg-amber-50 p-2"
        >
          <p className="text-sm font-semibold text-stone-900">{t('deals.markSoldAsk')}</p>
          <Button
            size="sm"
            variant="secondary"
            className="self-start"
            disabled={markSold.isPending}
            onClick={() => markSold.mutate(deal.product._id, { onSuccess: () => onChanged?.() })}
          >
            {t('deals.markSold')}
          </Button>
        </div>
      ) : null}
      <DealHistory deal={deal} myId={myId} otherName={otherName} />
      {sheet === 'counter' || view.actions.includes('counter') ? (
        <OfferSheet
          open={sheet === 'counter'}
          onClose={() => setSheet(null)}
          mode={{ kind: 'counter', deal }}
          otherName={otherName}
          onSent={() => onChanged?.()}
        />
      ) : null}
      {view.actions.includes('rate') || sheet === 'rate' ? (
        <ReviewDialog
          open={sheet === 'rate'}
          onClose={() => setSheet(null)}
          dealId={deal._id}
          name={otherName}
        />
      ) : null}
    </div>
  );
}

/**
 * A chat message that recorded a change of a deal, drawn as a card rather than a text bubble: the crop, the terms,
 * the status and what happened ("Ramesh offered…", "You countered…", "Deal agreed"). Only the deal's latest card
 * carries its actions and history, from the deal as it is now.
 */
export function DealMessageCard({
  message,
  myId,
  otherName,
  latest,
  onChanged,
}: {
  message: Message & { deal: MessageDeal };
  myId: string;
  otherName: string;
  latest: boolean;
  onChanged?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const snapshot = message.deal;
  const mine = snapshot.by === myId;
  const current = useDeal(snapshot._id, latest);
  const deal = latest ? current.data : undefined;
  // The latest card shows the deal as it is now; an older card is history, so it shows no status that has moved on.
  const status = deal?.status ?? snapshot.status;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex w-[min(22rem,85vw)] max-w-full flex-col gap-2 rounded-xl border-l-4 bg-white p-3 text-stone-900 shadow-sm',
        !latest || status === 'declined' || status === 'withdrawn' || status === 'cancelled'
          ? 'border-stone-400'
          : status === 'proposed'
            ? 'border-amber-400'
            : 'border-brand-600',
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
        <h3 id={headingId} className="min-w-0 font-bold wrap-anywhere">
          <span className="block text-xs font-semibold tracking-wide text-amber-900 uppercase">
            {t('deals.cardLabel')}
          </span>
          <bdi>{snapshot.productName}</bdi>
        </h3>
        {latest ? <DealStatusBadge status={status} /> : null}
      </header>
      <p className="text-sm font-semibold text-stone-800">
        <bdi>{dealEventText(t, snapshot, mine, otherName)}</bdi>
      </p>
      <Terms terms={snapshot} />
      {message.message ? (
        <blockquote
          dir="auto"
          className="rounded-lg bg-stone-100 px-2 py-1 text-sm break-words whitespace-pre-wrap"
        >
          {message.message}
        </blockquote>
      ) : null}
      {latest && deal ? (
        <DealActions deal={deal} myId={myId} otherName={otherName} onChanged={onChanged} />
      ) : null}
    </article>
  );
}
