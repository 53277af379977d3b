import { Link, useParams } from 'react-router';
import { Page, StatusText, buttonClasses } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { rememberLoginReturn } from '@/lib/login-return';
import { useCurrentUser } from '@/lib/store';
import { useFormatters } from '@/lib/use-formatters';
import { useBuyRequest } from '../api';
import { CloseRequestButton } from '../components/close-request-button';
import { OfferForm } from '../components/offer-form';
import { OfferList } from '../components/offer-list';
import { ReportRequestButton } from '../components/report-request-button';
import { RequestCard } from '../components/request-card';

/**
 * /requests/{id}: one requirement. Its buyer sees the offers (each with "Open chat" to that farmer) and Close; a
 * farmer the offer form while it is open; a visitor a link to log in first. Never the buyer's phone or email.
 */
export function RequestPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { id } = useParams();
  const user = useCurrentUser();
  const query = useBuyRequest(id);
  const back = (
    <Link to={paths.requests} className={buttonClasses('ghost')}>
      {t('requests.back')}
    </Link>
  );
  if (query.isPending) {
    return (
      <Page title={t('requests.openTitle')} width="narrow" actions={back}>
        <StatusText>{t('state.loading')}</StatusText>
      </Page>
    );
  }
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <Page title={t('requests.openTitle')} width="narrow" actions={back}>
        <StatusText tone="error">{missing ? t('requests.notFound') : t('requests.loadFailed')}</StatusText>
      </Page>
    );
  }
  const request = query.data;
  const mine = user !== null && user._id === request.buyerId;
  const open = request.status === 'open';
  return (
    <Page title={request.productName} width="narrow" actions={back}>
      <div className="flex flex-col gap-4">
        <RequestCard
          request={request}
          showStatus
          headingLevel={2}
          actions={mine ? <CloseRequestButton request={request} /> : undefined}
        />
        {request.description ? (
          <p dir="auto" className="break-words whitespace-pre-wrap text-stone-800">
            {request.description}
          </p>
        ) : null}
        {open ? (
          <p className="text-sm text-stone-700">
            {t('requests.card.openUntil', { date: format.date(request.expiresAt) })}
          </p>
        ) : null}
        {mine ? (
          <section className="flex flex-col gap-2">
            <h2 className="text-xl font-bold text-stone-900">{t('requests.offers')}</h2>
            <OfferList offers={request.offers ?? []} />
          </section>
        ) : null}
        <ReportRequestButton request={request} />
        {!mine && !open ? <StatusText>{t('requests.offerForm.notOpen')}</StatusText> : null}
        {!mine && open && user?.role === 'seller' ? <OfferForm request={request} /> : null}
        {!mine && open && user === null ? (
          <>
            <p className="text-sm text-stone-700">{t('requests.contactNote')}</p>
            <Link
              to={paths.login}
              // Back on this requirement after logging in, with the offer form waiting.
              onClick={() => rememberLoginReturn(paths.request(request._id), null)}
              className={buttonClasses('primary')}
            >
              {t('requests.loginToOffer')}
            </Link>
          </>
        ) : null}
      </div>
    </Page>
  );
}
