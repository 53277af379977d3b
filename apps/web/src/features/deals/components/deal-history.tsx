import type { Deal } from '@kisansetu/contract';
import { useTranslation } from '@/lib/i18n';
import { useFormatters } from '@/lib/use-formatters';

/** Every round of a deal (the first offer and each counter-offer), oldest first, behind a "History" disclosure. */
export function DealHistory({ deal, myId, otherName }: { deal: Deal; myId: string; otherName: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (deal.rounds.length === 0) return null;
  return (
    <details className="text-sm">
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">
        {t('deals.history', { count: deal.rounds.length })}
      </summary>
      <ol className="flex flex-col gap-1 pl-1">
        {deal.rounds.map((round) => (
          <li key={`${round.at}:${round.by}`} className="wrap-anywhere">
            <bdi className="font-semibold">{round.by === myId ? t('chat.you') : otherName}</bdi>
            {': '}
            {format.pricePerUnit(round.price, deal.unit)} · {format.quantity(round.quantity, deal.unit)}
            {round.pickupBy ? ` · ${t('deals.pickupOn', { date: format.date(round.pickupBy) })}` : ''}
            <span className="block text-xs text-stone-600">
              <time dateTime={round.at}>{format.date(round.at)}</time>
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}
