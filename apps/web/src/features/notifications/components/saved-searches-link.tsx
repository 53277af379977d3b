import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { BellIcon } from '@/components/icons';

/** The profile's way to the saved searches and the phone-alerts switch. */
export function SavedSearchesLink() {
  const { t } = useTranslation();
  return (
    <Link to={paths.savedSearches} className={`${buttonClasses('outline')} mt-4 gap-2`}>
      <BellIcon />
      {t('notifications.manageAlerts')}
    </Link>
  );
}
