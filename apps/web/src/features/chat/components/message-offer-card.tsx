import { Link } from 'react-router';
import type { MessageOffer } from '@kisansetu/contract';
import { cn } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useFormatters } from '@/lib/use-formatters';

/**
 * The small card inside the message that delivered a farmer's offer on a buyer request: the crop, the
 * price per unit and the quantity offered, as sent, linking to the request. The listing offered, if any, shows
 * beside it as the message's product card.
 */
export function MessageOfferCard({ offer, mine }: { offer: MessageOffer; mine: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Link
      to={paths.request(offer.requestId)}
      className={cn(
        'mb-1.5 flex min-h-12 flex-col gap-0.5 rounded-lg border-l-4 border-amber-400 p-2 text-left',
        // A light card in either bubble, like the listing card: white text on the tinted green would not read well.
        mine ? 'bg-white text-stone-900' : 'bg-amber-50 text-stone-900',
      )}
    >
      <span className="text-xs font-semibold tracking-wide text-amber-900 uppercase">
        {t('chatOffer.label')}
      </span>
      <bdi className="block truncate text-sm font-semibold">{offer.productName}</bdi>
      <span className="text-sm font-semibold text-brand-800">
        {format.pricePerUnit(offer.price, offer.unit)}
      </span>
      <span className="text-xs">
        {t('chatOffer.quantity', { quantity: format.quantity(offer.quantity, offer.unit) })}
      </span>
      <span className="sr-only">{t('chatOffer.viewRequest')}</span>
    </Link>
  );
}
