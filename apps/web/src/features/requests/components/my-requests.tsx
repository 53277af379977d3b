import { Link } from 'react-router';
import { StatusText, buttonClasses } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useMyRequests } from '../api';
import { CloseRequestButton } from './close-request-button';
import { OfferList } from './offer-list';
import { RequestCard } from './request-card';

/**
 * A buyer's requirements, newest first, every status (closed and expired ones keep their offers), each with the
 * offers received and, while open, a Close button.
 */
export function MyRequests() {
  const { t } = useTranslation();
  const query = useMyRequests();
  if (query.isPending) return <StatusText>{t('state.loading')}</StatusText>;
  if (query.isError) return <StatusText tone="error">{t('requests.loadFailed')}</StatusText>;
  if (query.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3">
        <StatusText>{t('requests.emptyMine')}</StatusText>
        <Link to={paths.newRequest} className={buttonClasses('primary')}>
          {t('requests.post')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-4" aria-label={t('requests.mineTitle')}>
      {query.data.map((request) => (
        <li key={request._id} className="flex flex-col gap-2">
          <RequestCard
            request={request}
            headingLevel={2}
            showStatus
            actions={
              <>
                <Link to={paths.request(request._id)} className={buttonClasses('outline', 'sm')}>
                  {t('requests.card.view')}
                </Link>
                <CloseRequestButton request={request} />
              </>
            }
          />
          <section aria-label={t('requests.offers')} className="flex flex-col gap-2 pl-3">
            <OfferList offers={request.offers ?? []} />
          </section>
        </li>
      ))}
    </ul>
  );
}
