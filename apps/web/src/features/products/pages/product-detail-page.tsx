import { useTranslation } from '@/lib/i18n';
import { Link, useParams } from 'react-router';
import { Avatar, Button, OfflineNote, StatusText, cn } from '@/components/ui';
import { useGoBack } from '@/lib/navigation';
import { useFormatters } from '@/lib/use-formatters';
import { ChatButton } from '../../chat-bridge';
import { ReportListingButton } from '../../safety';
import { WishlistButton } from '../../wishlist';
import { useProduct } from '../api';
import { ImageCarousel } from '../components/image-carousel';
import { ListingDetailRows } from '../components/listing-details';
import { OffersLine } from '../components/offers-line';
import { PAGE_ROOM_WITH_BAR, ProductActionBar, hasBuyerActions } from '../components/product-action-bar';
import { usePhoneLayout } from '../hooks/use-phone-layout';
import { PinIcon } from '@/components/icons';
import { isForSale, listingState } from '@/components/listing-status';
import { useErrorToast } from '@/lib/use-error-toast';
import { nearPlaceText } from '../near-me/place';
import { paths } from '@/lib/paths';
import { useActingFor } from '@/lib/acting-for';
import { useCurrentUser } from '@/lib/store';
import { ListingStatusBanner } from '../lifecycle/status-banner';
import { OwnerPanel } from '../lifecycle/owner-panel';
import { ShareButton, sharePlace } from '@/components/share-button';
import { ListenButton } from '@/components/listen-button';
import { Suspense } from 'react';
import { MandiComparison, MandiNearby } from '../../prices';
import { PhoneVerifiedMark, TrustCompact } from '../../trust';

/**
 * /description/{id}: a listing with its photos, farmer, price and details. Its actions (Wishlist, Chat) sit after the
 * details on wide screens; on a phone they move to a bar fixed at the screen's bottom, always in reach.
 */
export function ProductDetailPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const format = useFormatters();
  const goBack = useGoBack(paths.products);
  const query = useProduct(id);
  const user = useCurrentUser();
  const acting = useActingFor();
  const phoneLayout = usePhoneLayout();
  useErrorToast(query.error, t('toast.productNotLoading'), t('toast.failedToLoad'));

  if (query.isPending) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-8">
        <OfflineNote paused={query.fetchStatus === 'paused'} />
        <StatusText>{t('state.loading')}</StatusText>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="mx-auto flex max-w-6xl flex-col items-center px-4 py-8">
        <StatusText tone="error">{t('toast.failedToLoadProduct')}</StatusText>
        <Button variant="outline" onClick={goBack}>
          {t('common.back')}
        </Button>
      </div>
    );
  }
  const product = query.data;
  const near = nearPlaceText(t, product.location);
  // A helper acting for the farmer manages the listing as its owner would.
  const own = (acting ?? user)?._id === product.sellerId;
  const bar = phoneLayout && hasBuyerActions(user?.role);
  return (
    <div className={cn('mx-auto w-full max-w-6xl px-4 pt-6', bar ? PAGE_ROOM_WITH_BAR : 'pb-6')}>
      <title>{`${product.productName} · ${t('app.name')}`}</title>
      <Button variant="ghost" size="sm" onClick={goBack} className="mb-3">
        ← {t('common.back')}
      </Button>
      <ListingStatusBanner product={product} />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <ImageCarousel
          photos={product.image}
          thumbnails={product.thumbnails}
          preview={product.photoPreview}
          name={product.productName}
        />
        <div className="flex min-w-0 flex-col gap-4">
          <div>
            <h1 dir="auto" className="text-2xl font-bold text-stone-900 sm:text-3xl">
              {product.productName}
            </h1>
            <p className="mt-2 flex flex-wrap items-center gap-2 text-stone-700">
              <span>{t('product.soldBy')}</span>
              <Link
                to={paths.seller(product.sellerId)}
                className="inline-flex max-w-full min-w-0 items-center gap-2 font-semibold text-brand-800"
              >
                <Avatar src={product.avatarUrl} name={product.sellerName} alt="" size="sm" />
                <bdi className="min-w-0 underline wrap-anywhere">{product.sellerName}</bdi>
              </Link>
              {product.sellerPhoneVerified ? <PhoneVerifiedMark /> : null}
            </p>
            {product.sellerTrust ? <TrustCompact trust={product.sellerTrust} className="mt-1" /> : null}
            {product.helpedBy ? (
              // Posted by a helper (an FPO or agent) for the farmer: a buyer knows who may answer.
              <p dir="auto" className="mt-1 text-sm text-stone-700">
                {t('product.helpedBy', {
                  name: product.helpedBy.fullName,
                  organisation: product.helpedBy.organisation,
                })}
              </p>
            ) : null}
          </div>
          <div>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-2xl font-bold text-brand-800">
                {format.pricePerUnit(product.price, product.unit)}
              </p>
              <ListenButton
                text={t('voice.listingText', {
                  name: product.productName,
                  price: format.number(product.price),
                  unit: format.unit(product.unit),
                  quantity: format.number(product.quantity),
                  place: sharePlace(product.location, product.address),
                })}
              />
            </div>
            {/* Measured from the listing's place, as "Mandi prices nearby" below: one request serves both. */}
            <Suspense fallback={null}>
              <MandiComparison
                crop={product.productName}
                price={product.price}
                unit={product.unit}
                place={{ lat: product.location?.lat, lon: product.location?.lon }}
                enabled={product.location !== null && product.location !== undefined}
              />
            </Suspense>
          </div>
          <OffersLine product={product} own={own} />
          {own ? <OwnerPanel product={product} /> : null}
          <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-xl bg-white p-4 shadow-sm">
            <dt className="font-semibold text-stone-700">{t('product.quantity')}</dt>
            <dd>{format.quantity(product.quantity, product.unit)}</dd>
            <dt className="font-semibold text-stone-700">{t('product.availability')}</dt>
            {/* One truth with the banner above: a sold, expired or hidden listing is not "In Stock". */}
            <dd
              className={isForSale(product) ? 'font-semibold text-brand-800' : 'font-semibold text-red-700'}
            >
              {listingState(product).status === 'active'
                ? format.availability(product.availability)
                : t(`listing.status.${listingState(product).status}`)}
            </dd>
            <ListingDetailRows product={product} />
            <dt className="font-semibold text-stone-700">{t('product.address')}</dt>
            <dd className="flex items-start gap-1">
              <PinIcon />
              <span className="min-w-0 wrap-anywhere">
                <bdi>{product.address}</bdi>
                {near ? <span className="block text-sm text-stone-600">{near}</span> : null}
              </span>
            </dd>
            <dt className="font-semibold text-stone-700">{t('product.postedAt')}</dt>
            <dd>
              <time dateTime={product.createdAt}>{format.date(product.createdAt)}</time>
            </dd>
          </dl>
          <section aria-labelledby="description-heading">
            <h2 id="description-heading" className="mb-1 text-lg font-bold">
              {t('product.description')}
            </h2>
            <p dir="auto" className="whitespace-pre-line text-stone-800">
              {product.description}
            </p>
          </section>
          <Suspense fallback={null}>
            <MandiNearby product={product} />
          </Suspense>
          {bar ? (
            <ProductActionBar product={product} />
          ) : (
            <div className="flex flex-wrap gap-2" data-keep-clear>
              <WishlistButton productId={product._id} size="md" className="grow" />
              <ChatButton target={product} size="md" className="grow" />
            </div>
          )}
          <div className="flex flex-wrap items-start gap-3">
            <ShareButton
              label={t('share.listing')}
              title={product.productName}
              text={t('share.listingText', {
                name: product.productName,
                price: format.pricePerUnit(product.price, product.unit),
                place: sharePlace(product.location, product.address),
              })}
              path={paths.product(product._id)}
            />
            <ReportListingButton
              productId={product._id}
              sellerId={product.sellerId}
              sellerName={product.sellerName}
            />
          </div>
        </div>
      </div>
    </div>
  );
}
