import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import type { Product } from '@kisansetu/contract';
import { Card, LazyImage } from '@/components/ui';
import { useDataSaver } from '@/lib/data-saver';
import { firstWords } from '@/lib/format';
import { useFormatters } from '@/lib/use-formatters';
import { paths } from '@/lib/paths';
import { ListingStatusBadge, isForSale, listingState } from './listing-status';
import { PinIcon } from './icons';

/**
 * How a product card is laid out where it is shown:
 *  - every variant: the listing's variety, grade and organic mark in one short line under its name, when it has them;
 *  - `grid`: the product lists and search results: photo, name, rupees per unit (and per kg for a price per quintal
 *    or ton), the quantity on offer (only while it is for sale: see `isForSale`), address, seller and how long ago it
 *    was listed, the approximate distance when the page was asked from a point ('~23 km'), out of stock, and the
 *    status badge of a listing that is no longer active;
 *  - `wishlist`: a saved product: name, the description's first words, address, price and quantity, and a "Sold" or
 *    "Expired" badge once it is no longer for sale;
 *  - `mine`: a seller's own listing (My Products): its status badge, name, price, quantity and availability.
 * The buttons come from the feature showing the card (`actions`), so this shared card imports no feature and every
 * feature may use it.
 */
export type ProductCardVariant = 'grid' | 'wishlist' | 'mine';

const LAYOUT = {
  grid: {
    card: 'w-full flex-row min-[420px]:flex-col',
    photo: 'w-2/5 shrink-0 min-[420px]:w-full',
    ratio: '1 / 1',
    body: 'flex min-w-0 flex-1 flex-col gap-1 p-3',
    name: 'text-lg leading-snug font-bold wrap-anywhere text-stone-900',
    actions: 'mt-auto flex flex-wrap gap-2 pt-2',
  },
  wishlist: {
    card: 'w-full flex-row',
    photo: 'w-1/3 shrink-0 sm:w-2/5',
    ratio: '1 / 1',
    body: 'flex min-w-0 flex-1 flex-col gap-1 p-3',
    name: 'text-lg leading-snug font-bold wrap-anywhere',
    actions: 'mt-auto flex flex-wrap gap-2 pt-2',
  },
  mine: {
    card: 'w-full',
    photo: undefined,
    ratio: '4 / 3',
    body: 'flex flex-1 flex-col gap-1 p-3',
    name: 'text-lg leading-snug font-bold wrap-anywhere',
    actions: 'mt-auto flex flex-wrap gap-2 pt-2',
  },
} as const;

export function ProductCard({
  product,
  variant = 'grid',
  priority = false,
  headingLevel = variant === 'wishlist' ? 2 : 3,
  actions,
}: {
  product: Product;
  variant?: ProductCardVariant;
  /** The photo is loaded at once (the first cards of a list, above the fold). */
  priority?: boolean;
  headingLevel?: 2 | 3;
  /** The card's buttons (a grid's are the buyer's wishlist and chat buttons, given by ProductGrid). */
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  const saver = useDataSaver();
  const format = useFormatters();
  const layout = LAYOUT[variant];
  const href = paths.product(product._id);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // A buyer compares listings priced per quintal, per ton and per kg: the per-kg figure puts them side by side.
  const perKg = variant === 'grid' ? format.perKg(product.price, product.unit) : null;
  const age = variant === 'grid' ? format.age(product.createdAt) : null;
  const { status } = listingState(product);
  const forSale = isForSale(product);
  const offersOpen = product.offersUntil !== null && Date.parse(product.offersUntil) > Date.now();
  // "Sharbati · Grade A · Organic": what a trader buys by, in one short line.
  const traits = [
    product.variety,
    product.grade && t('card.grade', { grade: product.grade }),
    product.organic && t('card.organic'),
  ]
    .filter(Boolean)
    .join(' · ');
  const preview = product.photoPreview;
  const photo = (
    <LazyImage
      src={product.thumbnails[0] ?? product.image[0]}
      alt=""
      ratio={layout.ratio}
      className={variant === 'grid' ? 'min-[420px]:aspect-[4/3]!' : undefined}
      priority={priority}
      tapToLoad={
        preview
          ? { preview: preview.src, bytes: preview.cardBytes[0] ?? 0, name: product.productName }
          : undefined
      }
    />
  );
  return (
    <Card className={layout.card}>
      {saver && preview ? (
        // The stand-in's button cannot sit in a link: the card's name links to the listing.
        <div className={layout.photo}>{photo}</div>
      ) : (
        <Link to={href} tabIndex={-1} aria-hidden="true" className={layout.photo}>
          {photo}
        </Link>
      )}
      <div className={layout.body}>
        {variant === 'mine' || status !== 'active' ? <ListingStatusBadge product={product} /> : null}
        <Heading className={layout.name}>
          <Link to={href} className="hover:underline" dir="auto">
            {product.productName}
          </Link>
        </Heading>
        {traits ? <p className="text-sm font-medium wrap-anywhere text-stone-800">{traits}</p> : null}
        {variant === 'grid' ? (
          <>
            <p className="flex flex-wrap items-baseline gap-x-1.5">
              <span className="font-semibold text-brand-800">
                {format.pricePerUnit(product.price, product.unit)}
              </span>
              {/* In brackets rather than after a '·': on a narrow card it wraps onto a line of its own. */}
              {perKg ? <span className="text-sm text-stone-700">({perKg})</span> : null}
            </p>
            {forSale ? (
              <p className="text-sm font-medium text-stone-800">
                {t('card.available', { quantity: format.quantity(product.quantity, product.unit) })}
              </p>
            ) : null}
            <p className="flex items-start gap-1 text-sm text-stone-700">
              <PinIcon />
              <span className="line-clamp-2">
                <span className="sr-only">{t('product.address')}: </span>
                <bdi>{product.address}</bdi>
              </span>
            </p>
            <p className="line-clamp-2 text-sm text-stone-700">
              <span className="sr-only">{t('product.soldBy')} </span>
              <bdi>{product.sellerName}</bdi>
              {age ? (
                <>
                  <span aria-hidden="true"> · </span>
                  <time dateTime={product.createdAt}>{t('card.posted', { age })}</time>
                </>
              ) : null}
            </p>
            {forSale && (offersOpen || product.offerCount > 0) ? (
              // Buyers see until when and how many offers there are, never their amounts.
              <p className="text-sm font-semibold text-amber-900">
                {[
                  offersOpen ? t('card.offersUntil', { date: format.date(product.offersUntil!) }) : '',
                  product.offerCount > 0 ? t('card.offers', { count: product.offerCount }) : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            ) : null}
            {product.distanceKm !== undefined ? (
              <p className="text-sm font-semibold text-stone-800">
                <span className="sr-only">{t('near.distance')}: </span>
                <span>{format.distance(product.distanceKm)}</span>
              </p>
            ) : null}
            {status === 'active' && product.availability === 'out_of_stock' ? (
              <p className="text-sm font-semibold text-red-700">
                {format.availability(product.availability)}
              </p>
            ) : null}
          </>
        ) : null}
        {variant === 'wishlist' ? (
          <>
            <p className="text-sm text-stone-700" dir="auto">
              {firstWords(product.description)}
            </p>
            <p className="text-sm text-stone-700" dir="auto">
              {product.address}
            </p>
            <p className="font-semibold text-brand-800">{format.pricePerUnit(product.price, product.unit)}</p>
            <p className="text-sm text-stone-700">
              {t('product.quantity')}: {format.quantity(product.quantity, product.unit)}
            </p>
            {status === 'active' && product.availability === 'out_of_stock' ? (
              <p className="text-sm font-semibold text-red-700">
                {format.availability(product.availability)}
              </p>
            ) : null}
          </>
        ) : null}
        {variant === 'mine' ? (
          <>
            <p className="font-semibold text-brand-800">{format.pricePerUnit(product.price, product.unit)}</p>
            <p className="text-sm text-stone-700">
              {format.quantity(product.quantity, product.unit)}
              {/* A sold, expired or hidden listing's badge says what it is; "In Stock" beside it would not be true. */}
              {status === 'active' ? ` · ${format.availability(product.availability)}` : null}
            </p>
          </>
        ) : null}
        <div className={layout.actions}>{actions}</div>
      </div>
    </Card>
  );
}
