import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/** In place of an email and phone number that only signed-in people receive (contract "Contact details"). */
export function LoginToSeeContacts({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.login}
      className={className ?? 'inline-flex min-h-11 items-center font-semibold text-brand-800 underline'}
    >
      {t('contact.loginToSee')}
    </Link>
  );
}
