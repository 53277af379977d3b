import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import type { Product } from '@kisansetu/contract';
import { Card, LazyImage } from '@/components/ui';
import { useFormatters } from '@/lib/use-formatters';
import { ChatButton } from '../../chat-bridge';
import { WishlistButton } from '../../wishlist';
import { distanceText } from '../near-me/place';
import { paths } from '@/lib/paths';

/**
 * A product in a grid: first photo, name, rupees per unit, address, the approximate distance when the page was asked
 * from a point ('~23 km'), and the buyer's buttons.
 */
export function ProductCard({
  product,
  priority = false,
  headingLevel = 3,
}: {
  product: Product;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const href = paths.product(product._id);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card className="w-full flex-row min-[420px]:flex-col">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="w-2/5 shrink-0 min-[420px]:w-full">
        <LazyImage
          src={product.thumbnails[0] ?? product.image[0]}
          alt=""
          ratio="1 / 1"
          className="min-[420px]:aspect-[4/3]!"
          priority={priority}
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3">
        <Heading className="line-clamp-2 text-lg leading-snug font-bold break-words text-stone-900">
          <Link to={href} className="hover:underline" dir="auto">
            {product.productName}
          </Link>
        </Heading>
        <p className="font-semibold text-brand-800">{format.pricePerUnit(product.price, product.unit)}</p>
        <p className="flex items-start gap-1 text-sm text-stone-700">
          <PinIcon />
          <span className="line-clamp-2">
            <span className="sr-only">{t('product.address')}: </span>
            <bdi>{product.address}</bdi>
          </span>
        </p>
        {product.distanceKm !== undefined ? (
          <p className="text-sm font-semibold text-stone-800">
            <span className="sr-only">{t('near.distance')}: </span>
            <span>{distanceText(t, product.distanceKm)}</span>
          </p>
        ) : null}
        {product.availability === 'out_of_stock' ? (
          <p className="text-sm font-semibold text-red-700">{format.availability(product.availability)}</p>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <WishlistButton productId={product._id} className="grow" />
          <ChatButton target={product} className="grow" />
        </div>
      </div>
    </Card>
  );
}

export function PinIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="mt-0.5 size-4 shrink-0"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 21s-6-5.4-6-11a6 6 0 0 1 12 0c0 5.6-6 11-6 11Z" />
      <circle cx="12" cy="10" r="2" />
    </svg>
  );
}
