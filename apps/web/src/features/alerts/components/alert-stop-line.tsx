import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/**
 * The code of the alert a page was opened from (`?alert=`, added by the alert's link `/c/{code}`), or null. Only the
 * letters a code is made of: anything else in the address was not written by an alert.
 */
export function alertCodeIn(search: string): string | null {
  const code = new URLSearchParams(search).get('alert');
  return code !== null && /^[\w-]{1,64}$/.test(code) ? code : null;
}

/**
 * One quiet line under a conversation's header for someone who came from an SMS or WhatsApp alert: the way to stop
 * them is where the alert led, not only in the profile. It wraps rather than crowd the header on a 320 px phone.
 */
export function AlertStopLine({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <p className="shrink-0 border-b border-stone-200 bg-stone-50 px-3 text-sm text-stone-700">
      {t('alerts.cameFromAlert')}{' '}
      <Link
        to={paths.alertsStop(code)}
        className="inline-block py-1.5 font-semibold text-brand-800 underline underline-offset-2"
      >
        {t('alerts.stopThese')}
      </Link>
    </p>
  );
}
