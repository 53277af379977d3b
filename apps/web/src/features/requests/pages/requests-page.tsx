import { ROLE } from '@kisansetu/contract';
import { Link } from 'react-router';
import { Page, buttonClasses } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/store';
import { MyRequests } from '../components/my-requests';
import { NearRequests } from '../components/near-requests';

/**
 * /requests: a buyer's "My requirements" (with "Post a requirement"); for a farmer "Buyers near you"; anyone else
 * sees the open requirements too (a visitor is asked to log in on a request's page before offering).
 */
export function RequestsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (user?.role === ROLE.buyer) {
    return (
      <Page
        title={t('requests.mineTitle')}
        intro={t('requests.mineIntro')}
        width="prose"
        actions={
          <Link to={paths.newRequest} className={buttonClasses('primary')}>
            {t('requests.post')}
          </Link>
        }
      >
        <MyRequests />
      </Page>
    );
  }
  const farmer = user?.role === 'seller';
  return (
    <Page
      title={farmer ? t('requests.nearTitle') : t('requests.openTitle')}
      intro={farmer ? t('requests.nearIntro') : t('requests.openIntro')}
    >
      <NearRequests />
    </Page>
  );
}
