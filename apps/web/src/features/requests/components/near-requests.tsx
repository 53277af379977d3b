import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { ROLE, VALIDATION_KEY, pincodeField } from '@kisansetu/contract';
import type { NearMeOrigin } from '@kisansetu/contract';
import { Button, LoadMore, StatusText, TextField, buttonClasses } from '@/components/ui';
import { placeName } from '@/features/products';
import { isApiError } from '@/lib/api-client';
import { translateMessage, useTranslation } from '@/lib/i18n';
import type { TFunction } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/store';
import { useOpenRequests } from '../api';
import { RequestCard } from './request-card';

/** "Distances from PIN 422003, Nashik" or "… from Nashik — your address", as the product lists say it. */
function originText(t: TFunction, origin: NearMeOrigin, pincode: string): string {
  const place = placeName(origin);
  if (origin.source === 'position') return t('near.fromPosition');
  if (origin.source === 'pincode') {
    return place ? t('near.fromPincodePlace', { pincode, place }) : t('near.fromPincode', { pincode });
  }
  return place ? t('near.fromProfile', { place }) : t('near.fromProfileNoPlace');
}

/**
 * The open requests, nearest first: from the farmer's own place (the server reads it from the session) or from a PIN
 * code typed here. Each card has an Offer button, which opens the request with its offer form; a visitor's leads to
 * the same page, which asks them to log in.
 */
export function NearRequests() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [typed, setTyped] = useState('');
  const [pincode, setPincode] = useState('');
  const [pinError, setPinError] = useState<string | undefined>();
  const query = useOpenRequests(pincode);
  const pages = query.data?.pages ?? [];
  const requests = pages.flatMap((page) => page.requests);
  const origin = pages[0]?.origin;
  const serverPinError =
    isApiError(query.error) && query.error.fields?.pincode
      ? translateMessage(query.error.fields.pincode)
      : undefined;

  function apply(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const value = typed.trim();
    if (value !== '') {
      const parsed = pincodeField.safeParse(value);
      if (!parsed.success) {
        setPinError(translateMessage(parsed.error.issues[0]?.message ?? VALIDATION_KEY.pincodeInvalid));
        return;
      }
    }
    setPinError(undefined);
    setPincode(value);
  }

  return (
    <div className="flex flex-col gap-4">
      <form noValidate onSubmit={apply} className="flex flex-wrap items-end gap-2">
        <TextField
          label={t('requests.pincode')}
          placeholder={t('near.pincodePlaceholder')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={pinError ?? serverPinError}
          wrapperClassName="min-w-40 flex-1 sm:max-w-60"
        />
        <Button type="submit" variant="outline" title={t('requests.showNear')}>
          {t('near.setPincode')}
        </Button>
      </form>
      {origin ? (
        <p role="status" className="text-sm text-stone-700">
          {originText(t, origin, pincode)}
        </p>
      ) : null}
      {query.isPending ? <StatusText>{t('state.loading')}</StatusText> : null}
      {query.isError && !serverPinError ? (
        <StatusText tone="error">{t('requests.loadFailed')}</StatusText>
      ) : null}
      {query.isSuccess && requests.length === 0 ? <StatusText>{t('requests.emptyNear')}</StatusText> : null}
      {requests.length > 0 ? (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('requests.list')}>
          {requests.map((request) => (
            <li key={request._id} className="flex">
              <RequestCard
                request={request}
                actions={
                  user?.role === ROLE.buyer || user?.role === 'moderator' ? (
                    <Link to={paths.request(request._id)} className={buttonClasses('outline', 'sm')}>
                      {t('requests.card.view')}
                    </Link>
                  ) : (
                    <Link
                      to={paths.request(request._id)}
                      className={buttonClasses('primary', 'sm')}
                      aria-label={t('requests.card.offerOn', { name: request.productName })}
                    >
                      {t('requests.card.offer')}
                    </Link>
                  )
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        endText={null}
      />
    </div>
  );
}
