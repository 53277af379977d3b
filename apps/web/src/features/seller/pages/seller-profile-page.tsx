import { ROLE } from '@kisansetu/contract';
import { isolate, useTranslation } from '@/lib/i18n';
import { useParams } from 'react-router';
import { Avatar, Button, Page, StatusText } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { useGoBack } from '@/lib/navigation';
import { ProductGrid, nearPlaceText } from '../../products';
import { LoginToSeeContacts, PersonSafetyActions } from '../../safety';
import { PhoneVerifiedMark, SellerReviews, TrustSignals } from '../../trust';
import { useSellerDetail } from '../api';
import { useErrorToast } from '@/lib/use-error-toast';
import { CallLink } from '@/components/call-link';
import { ShareButton, sharePlace } from '@/components/share-button';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/store';
import { formatPhone } from '@/lib/phone-text';

/** /user/profile/{id}: a farmer's public profile and their products (shareable). */
export function SellerProfilePage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const goBack = useGoBack();
  const me = useCurrentUser();
  const query = useSellerDetail(id);
  useErrorToast(
    query.error,
    t('toast.failedToFetchSellerDetails'),
    t('toast.somethingWentWrongSellerDetails'),
  );

  const back = (
    <Button variant="ghost" onClick={goBack}>
      {t('common.back')}
    </Button>
  );
  if (query.isPending) {
    return (
      <Page title={t('seller.title')} actions={back}>
        <StatusText>{t('state.loading')}</StatusText>
      </Page>
    );
  }
  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <Page title={t('seller.title')} actions={back}>
        <StatusText tone="error">
          {notFound ? t('seller.notFound') : t('toast.failedToFetchSellerDetails')}
        </StatusText>
      </Page>
    );
  }
  const { seller, products } = query.data;
  const near = nearPlaceText(t, seller.location);
  // A farmer who signed up with a phone number has no email (null); anonymous visitors get neither (undefined).
  const email = seller.email ?? undefined;
  return (
    <Page title={seller.fullName} actions={back}>
      <section
        aria-label={t('seller.title')}
        className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm sm:flex-row sm:items-center"
      >
        <Avatar
          src={seller.avatarUrl}
          name={seller.fullName}
          alt={t('profile.avatarAlt', { name: seller.fullName })}
          size="lg"
        />
        <div className="flex min-w-0 flex-col gap-2">
          {/* The trust signals include the phone mark; an answer without them (an older server) still shows it. */}
          {seller.trust ? (
            <TrustSignals trust={seller.trust} role={seller.role} name={seller.fullName} />
          ) : seller.phoneVerified ? (
            <PhoneVerifiedMark />
          ) : null}
          <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 wrap-anywhere">
            {email !== undefined || seller.phoneNumber !== undefined ? (
              <>
                {email !== undefined ? (
                  <>
                    <dt className="font-semibold text-stone-700">{t('profile.email')}</dt>
                    <dd className="min-w-0">
                      <a href={`mailto:${email}`} className="text-brand-800 underline" dir="ltr">
                        {email}
                      </a>
                    </dd>
                  </>
                ) : null}
                {seller.phoneNumber !== undefined ? (
                  <>
                    <dt className="font-semibold text-stone-700">{t('profile.phone')}</dt>
                    <dd>
                      <a
                        href={`tel:${seller.phoneNumber.replace(/[^\d+]/g, '')}`}
                        className="text-brand-800 underline"
                        dir="ltr"
                      >
                        {formatPhone(seller.phoneNumber)}
                      </a>
                    </dd>
                  </>
                ) : null}
              </>
            ) : (
              <>
                <dt className="font-semibold text-stone-700">{t('profile.phone')}</dt>
                <dd>
                  <LoginToSeeContacts />
                </dd>
              </>
            )}
            {near ? (
              <>
                <dt className="font-semibold text-stone-700">{t('near.location')}</dt>
                <dd>{near}</dd>
              </>
            ) : null}
          </dl>
        </div>
      </section>
      <div className="mt-3 flex flex-wrap items-start gap-3">
        {/* A buyer calls the farmer in one tap; the number itself stays in the details above. */}
        {me?.role === ROLE.buyer && seller.phoneNumber !== undefined ? (
          <CallLink phoneNumber={seller.phoneNumber} name={seller.fullName} />
        ) : null}
        <ShareButton
          label={t('share.seller')}
          title={seller.fullName}
          text={
            seller.location
              ? t('share.sellerText', { name: seller.fullName, place: sharePlace(seller.location, '') })
              : t('share.sellerTextNoPlace', { name: seller.fullName })
          }
          path={paths.seller(seller._id)}
        />
        <PersonSafetyActions userId={seller._id} name={seller.fullName} />
      </div>
      <SellerReviews userId={seller._id} name={seller.fullName} />
      {/* The shown heading isolates the name; the list's accessible name is never laid out, so it needs no marks. */}
      <section aria-labelledby="seller-products-heading" className="mt-6">
        <h2 id="seller-products-heading" className="mb-3 text-xl font-bold">
          {t('seller.products', { name: isolate(seller.fullName) })}
        </h2>
        {products.length === 0 ? (
          <StatusText>{t('seller.noProducts')}</StatusText>
        ) : (
          <ProductGrid products={products} label={t('seller.products', { name: seller.fullName })} />
        )}
      </section>
    </Page>
  );
}
