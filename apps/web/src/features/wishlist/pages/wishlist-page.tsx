import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import type { WishlistEntry } from '@kisansetu/contract';
import { Button, Card, LazyImage, Page, StatusText, buttonClasses } from '@/components/ui';
import { firstWords } from '@/lib/format';
import { useGoBack } from '@/lib/navigation';
import { useFormatters } from '@/lib/use-formatters';
import { ChatButton } from '../../chat-bridge';
import { useRemoveFromWishlist, useWishlist } from '../api';
import { paths } from '@/lib/paths';

export function WishlistPage() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const query = useWishlist();
  const entries = query.data ?? [];
  return (
    <Page
      title={t('state.wishlistTitle')}
      actions={
        <Button variant="ghost" onClick={goBack}>
          {t('common.back')}
        </Button>
      }
    >
      {query.isPending ? <StatusText>{t('state.loading')}</StatusText> : null}
      {query.isError ? <StatusText tone="error">{t('toast.somethingWentWrong')}</StatusText> : null}
      {query.isSuccess && entries.length === 0 ? (
        <div className="flex flex-col items-center gap-3">
          <StatusText>{t('state.wishlistEmpty')}</StatusText>
          <Link to={paths.products} className={buttonClasses('primary')}>
            {t('wishlist.browse')}
          </Link>
        </div>
      ) : null}
      {entries.length > 0 ? (
        <ul className="grid gap-3 md:grid-cols-2" aria-label={t('state.wishlistTitle')}>
          {entries.map((entry) => (
            <li key={entry._id} className="flex">
              <WishlistCard entry={entry} />
            </li>
          ))}
        </ul>
      ) : null}
    </Page>
  );
}

function WishlistCard({ entry }: { entry: WishlistEntry }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const remove = useRemoveFromWishlist();
  const { product } = entry;
  const href = paths.product(product._id);
  return (
    <Card className="w-full flex-row">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="w-1/3 shrink-0 sm:w-2/5">
        <LazyImage src={product.thumbnails[0] ?? product.image[0]} alt="" ratio="1 / 1" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3">
        <h2 className="line-clamp-2 text-lg leading-snug font-bold break-words">
          <Link to={href} className="hover:underline" dir="auto">
            {product.productName}
          </Link>
        </h2>
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
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button
            variant="danger"
            size="sm"
            className="grow"
            disabled={remove.isPending}
            aria-label={t('wishlist.removeNamed', { name: product.productName })}
            onClick={() => remove.mutate(entry._id)}
          >
            {remove.isPending ? t('wishlist.removing') : t('common.remove')}
          </Button>
          <ChatButton target={product} className="grow" />
        </div>
      </div>
    </Card>
  );
}
