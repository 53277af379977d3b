import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Button, Page, buttonClasses } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { failureText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/store';
import { stopAlerts } from '../api';

/** A code no alert has, one older than its 30 days, or one that is not a code at all. */
function isDeadLink(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.code === 'validation_failed');
}

/**
 * /alerts/stop/{token}, the stop link of every SMS and WhatsApp alert: open to anyone holding the link, no login. It
 * asks first (a link preview or a curious tap must not turn alerts off), then says they are off and where to turn
 * them on again. The result takes focus, since the button that was there is gone.
 */
export function AlertsStopPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const user = useCurrentUser();
  const stop = useMutation({ mutationFn: () => stopAlerts(token) });
  const result = useRef<HTMLParagraphElement>(null);
  const dead = stop.isError && isDeadLink(stop.error);
  const done = stop.isSuccess || dead;

  useEffect(() => {
    if (done) result.current?.focus();
  }, [done]);

  let title = t('alertsStop.title');
  if (stop.isSuccess) title = t('alertsStop.doneTitle');
  else if (dead) title = t('alertsStop.deadTitle');

  return (
    <Page title={title} width="narrow">
      <div className="flex flex-col items-start gap-4 rounded-xl bg-white p-4 shadow-sm">
        {stop.isSuccess ? (
          <p ref={result} tabIndex={-1} role="status" className="outline-none">
            {t('server.alertsStopped')}
          </p>
        ) : dead ? (
          <p ref={result} tabIndex={-1} role="alert" className="outline-none">
            {t('validation.alertLinkInvalid')}
          </p>
        ) : (
          <>
            <p className="text-stone-700">{t('alertsStop.intro')}</p>
            <Button onClick={() => stop.mutate()} disabled={stop.isPending}>
              {stop.isPending ? t('alertsStop.stopping') : t('alertsStop.confirm')}
            </Button>
            {stop.isError ? (
              <p role="alert" className="text-sm font-medium text-red-700">
                {failureText(stop.error, t('alertsStop.failed'))}
              </p>
            ) : null}
          </>
        )}
        {done ? (
          <Link
            to={user ? paths.profile : paths.home}
            className={buttonClasses('outline', 'md', 'max-w-full text-center')}
          >
            {user ? t('alertsStop.toProfile') : t('notFound.home')}
          </Link>
        ) : null}
      </div>
    </Page>
  );
}
