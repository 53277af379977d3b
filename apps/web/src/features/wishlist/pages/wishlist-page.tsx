import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import type { WishlistEntry } from '@kisansetu/contract';
import { Button, Page, StatusText, buttonClasses } from '@/components/ui';
import { useGoBack } from '@/lib/navigation';
import { ChatButton } from '../../chat-bridge';
import { ProductCard } from '@/components/product-card';
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
  const remove = useRemoveFromWishlist();
  const { product } = entry;
  return (
    <ProductCard
      product={product}
      variant="wishlist"
      actions={
        <>
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
        </>
      }
    />
  );
}
