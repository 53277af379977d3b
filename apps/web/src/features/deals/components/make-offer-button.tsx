import { ROLE } from '@kisansetu/contract';
import { useState } from 'react';
import type { AccountRole, Message } from '@kisansetu/contract';
import { Button } from '@/components/ui';
import { listingState } from '@/components/listing-status';
import { useTranslation } from '@/lib/i18n';
import { useProduct } from '../../products';
import { hasOpenDeal } from '../model/deal-state';
import { OfferSheet } from './offer-sheet';

/**
 * "Make an offer" in a conversation about a listing, between a buyer and that listing's farmer (either may start),
 * while the listing is up and no deal on it is open between them (the open one's card is where to answer). Opens the
 * offer form.
 */
export function MakeOfferBar({
  productId,
  me,
  otherId,
  otherRole,
  otherName,
  messages,
  onSent,
}: {
  productId: string;
  me: { _id: string; role: AccountRole };
  otherId: string;
  otherRole: AccountRole | undefined;
  otherName: string;
  /** The conversation as loaded: its deal messages tell whether a deal on this listing is still open. */
  messages: readonly Message[];
  onSent?: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const product = useProduct(productId).data;
  if (!product || listingState(product).status !== 'active') return null;
  const asBuyer = me.role === ROLE.buyer && product.sellerId === otherId;
  const asFarmer = me.role === 'seller' && product.sellerId === me._id && otherRole === ROLE.buyer;
  if (!asBuyer && !asFarmer) return null;
  // The sheet stays mounted until it closes itself: the offer it just sent makes the deal open, and unmounting it
  // then would drop its "sent" callback and leave it open for the next time the button shows.
  const dealOpen = hasOpenDeal(messages, productId);
  if (dealOpen && !open) return null;
  return (
    <div className="flex shrink-0 justify-end border-b border-stone-200 bg-white px-3 py-1.5">
      {dealOpen ? null : (
        <Button size="sm" variant="secondary" onClick={() => setOpen(true)} className="w-full sm:w-auto">
          {t('deals.makeOffer')}
        </Button>
      )}
      <OfferSheet
        open={open}
        onClose={() => setOpen(false)}
        mode={{ kind: 'propose', productId, ...(asFarmer ? { buyerId: otherId } : {}) }}
        otherName={otherName}
        onSent={() => onSent?.()}
      />
    </div>
  );
}
