import { Link } from 'react-router';
import type { MessageProduct } from '@kisansetu/contract';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useFormatters } from '@/lib/use-formatters';

/**
 * The listing a farmer offered, as it was when offered: a small photo, its name and price, opening the listing. The
 * chat shows the same inside a message bubble with its own card; this one stands on its own in the list of offers.
 */
export function OfferListing({ product }: { product: MessageProduct }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Link
      to={paths.product(product._id)}
      aria-label={t('chatProduct.open', { name: product.productName })}
      className="flex min-h-12 items-center gap-2 rounded-lg bg-white p-1.5 text-stone-900 shadow-sm hover:bg-brand-50"
    >
      {product.image ? (
        <img
          src={product.image}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-10 shrink-0 rounded-md bg-stone-200 object-cover"
        />
      ) : (
        <span aria-hidden="true" className="block size-10 shrink-0 rounded-md bg-stone-200" />
      )}
      <span className="min-w-0">
        <bdi className="block truncate text-sm font-semibold">{product.productName}</bdi>
        <span className="block text-xs">{format.pricePerUnit(product.price, product.unit)}</span>
      </span>
    </Link>
  );
}
