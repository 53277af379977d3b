import { ROLE } from '@kisansetu/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AccountRole, Message, MessageProduct, Role } from '@kisansetu/contract';
import { useProduct } from '@/features/products';
import { cn } from '@/components/ui';
import { listingState } from '@/components/listing-status';
import { isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useFormatters } from '@/lib/use-formatters';
import type { TranslationKey } from '@/locales/keys';

/** A listing's photo, or a plain tile when it has none or it is gone (a deleted listing's photos leave storage). */
function ProductThumb({ src, className }: { src: string | null | undefined; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return <span aria-hidden="true" className={cn('block shrink-0 rounded-md bg-stone-200', className)} />;
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('shrink-0 rounded-md bg-stone-200 object-cover', className)}
    />
  );
}

/**
 * The listing a conversation is about, pinned at its top: photo, name, price per unit and its state now (in stock,
 * out of stock, sold, expired, or no longer listed). The live listing is read when it can be; a hidden or deleted one shows the copy
 * the messages carried. The whole card opens the listing.
 */
export function PinnedProduct({
  productId,
  snapshot,
}: {
  productId: string;
  snapshot: MessageProduct | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const live = useProduct(productId);
  const gone = (isApiError(live.error) && live.error.status === 404) || live.data?.status === 'hidden';
  const product = live.data && !gone ? live.data : undefined;
  const name = product?.productName ?? snapshot?.productName;
  const price = product?.price ?? snapshot?.price;
  const unit = product?.unit ?? snapshot?.unit;
  const image = product?.thumbnails[0] ?? snapshot?.image;
  // Sold or expired: still readable, but what the person must know first (not "In stock" from before).
  const lifecycle = product ? listingState(product).status : undefined;
  const over = lifecycle === 'sold' || lifecycle === 'expired';
  const status = gone
    ? t('chatProduct.noLongerListed')
    : over
      ? t(`listing.status.${lifecycle}`)
      : product
        ? format.availability(product.availability)
        : undefined;

  return (
    <section
      aria-label={t('chatProduct.pinned')}
      className="shrink-0 border-b border-stone-200 bg-white px-3 py-2 shadow-sm"
    >
      {name === undefined ? (
        <p className="py-3 text-sm text-stone-600">{t('chatProduct.loading')}</p>
      ) : (
        <Link
          to={paths.product(productId)}
          aria-label={t('chatProduct.open', { name })}
          className="flex min-h-12 items-center gap-3 rounded-lg hover:bg-stone-50"
        >
          <ProductThumb src={image} className="size-12" />
          <span className="min-w-0 flex-1">
            <bdi className="block truncate font-semibold text-stone-900">{name}</bdi>
            <span className="flex flex-wrap items-center gap-x-2 text-sm">
              {price !== undefined && unit !== undefined ? (
                <span className="font-semibold text-brand-800">{format.pricePerUnit(price, unit)}</span>
              ) : null}
              {status ? (
                <span
                  className={cn(
                    'rounded-full px-2 text-xs leading-5 font-semibold',
                    gone || over || product?.availability === 'out_of_stock'
                      ? 'bg-stone-200 text-stone-800'
                      : 'bg-green-100 text-green-900',
                  )}
                >
                  {status}
                </span>
              ) : null}
            </span>
          </span>
        </Link>
      )}
    </section>
  );
}

/** The small card inside a message that was sent about a listing: the listing as it was then. */
export function MessageProductCard({ product, mine }: { product: MessageProduct; mine: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Link
      to={paths.product(product._id)}
      aria-label={t('chatProduct.open', { name: product.productName })}
      className={cn(
        'mb-1.5 flex min-h-12 items-center gap-2 rounded-lg p-1.5 text-left',
        // A light card in either bubble: white text on a tinted green would not read well enough.
        mine ? 'bg-white text-stone-900' : 'bg-stone-100 text-stone-900',
      )}
    >
      <ProductThumb src={product.image} className="size-10" />
      <span className="min-w-0">
        <bdi className="block truncate text-sm font-semibold">{product.productName}</bdi>
        <span className="block text-xs">{format.pricePerUnit(product.price, product.unit)}</span>
      </span>
    </Link>
  );
}

const QUICK_REPLIES: Record<Role, TranslationKey[]> = {
  [ROLE.buyer]: ['quickReply.buyer.available', 'quickReply.buyer.bestPrice', 'quickReply.buyer.collect'],
  [ROLE.seller]: ['quickReply.farmer.available', 'quickReply.farmer.priceFinal', 'quickReply.farmer.callMe'],
};

/** The quick replies about the price: out of place once a price is agreed. */
const PRICE_REPLIES: readonly TranslationKey[] = [
  'quickReply.buyer.bestPrice',
  'quickReply.farmer.priceFinal',
];

/** Whether the latest deal of the thread about this listing is agreed (accepted or done). */
export function priceAgreed(messages: readonly Message[], productId: string): boolean {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const deal = messages[index]?.deal;
    if (deal?.productId === productId) return deal.status === 'accepted' || deal.status === 'done';
  }
  return false;
}

/**
 * One-tap questions (a buyer's) or answers (a farmer's) about the pinned listing, in the UI's language; each is sent
 * as an ordinary message. Once a deal's price is agreed, the price questions go.
 */
export function QuickReplies({
  role,
  agreed = false,
  onPick,
}: {
  role: AccountRole;
  agreed?: boolean;
  onPick: (text: string) => void;
}) {
  const { t } = useTranslation();
  if (role !== ROLE.buyer && role !== ROLE.seller) return null;
  const replies = QUICK_REPLIES[role].filter((key) => !agreed || !PRICE_REPLIES.includes(key));
  return (
    <div
      role="group"
      aria-label={t('quickReply.label')}
      className="flex shrink-0 gap-2 overflow-x-auto border-t border-stone-200 bg-white px-2 py-1.5"
    >
      {replies.map((key) => (
        <button
          key={key}
          type="button"
          onClick={() => onPick(t(key))}
          className="min-h-12 shrink-0 rounded-full border border-brand-700 bg-white px-4 text-sm font-semibold whitespace-nowrap text-brand-800 hover:bg-brand-50"
        >
          {t(key)}
        </button>
      ))}
    </div>
  );
}
