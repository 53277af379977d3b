import type { Offer } from '@kisansetu/contract';
import { Button } from '@/components/ui';
import { openChatWith } from '@/features/chat-bridge';
import { useTranslation } from '@/lib/i18n';
import { useFormatters } from '@/lib/use-formatters';
import { OfferListing } from './offer-listing';

/**
 * The offers a buyer has on one request, oldest first as they came: the farmer, their price per unit, how much they
 * can supply, their message and the listing they offered; "Open chat" continues the deal with that farmer (about the
 * listing, when there is one).
 */
export function OfferList({ offers, headingLevel = 3 }: { offers: readonly Offer[]; headingLevel?: 3 | 4 }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  if (offers.length === 0) return <p className="text-sm text-stone-700">{t('requests.noOffers')}</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label={t('requests.offers')}>
      {offers.map((offer) => (
        <li
          key={offer._id}
          className="flex flex-col gap-1 rounded-lg border border-stone-200 bg-stone-50 p-3"
        >
          <Heading className="font-bold text-stone-900">
            {t('requests.offerFrom', { name: offer.sellerName })}
          </Heading>
          <p className="font-semibold text-brand-800">
            <span className="sr-only">{t('requests.offerPrice')}: </span>
            {format.pricePerUnit(offer.price, offer.unit)}
          </p>
          <p className="text-sm text-stone-800">
            {t('requests.offerQuantity', { quantity: format.quantity(offer.quantity, offer.unit) })}
          </p>
          <p dir="auto" className="text-sm break-words whitespace-pre-wrap text-stone-700">
            {offer.message}
          </p>
          {offer.product ? <OfferListing product={offer.product} /> : null}
          <div className="pt-1">
            <Button
              size="sm"
              aria-label={t('requests.openChatWith', { name: offer.sellerName })}
              onClick={() =>
                openChatWith({
                  sellerId: offer.sellerId,
                  sellerName: offer.sellerName,
                  _id: offer.product?._id,
                })
              }
            >
              {t('requests.openChat')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
