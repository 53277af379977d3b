import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlertChannel, AlertKind, AlertSettings as Settings } from '@kisansetu/contract';
import { FieldError } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { failureText } from '@/lib/error-text';
import { currentLanguage, translateMessage, useTranslation } from '@/lib/i18n';
import { useCurrentUser } from '@/lib/store';
import { alertsKeys, saveAlertSettings, useAlertSettings } from '../api';

/** What the person has chosen: the channel and the kinds. */
type Choice = Pick<Settings, 'channel' | 'kinds'>;
/** One change, sent as it is: the server keeps every part it is not sent. */
type Change = { channel: AlertChannel } | { kinds: Partial<Record<AlertKind, boolean>> };

/** Buyer requests near a farmer are for farmers; everyone may have messages, deals and saved searches. */
const SELLER_KINDS: readonly AlertKind[] = ['messages', 'deals', 'requests', 'savedSearches'];
const OTHER_KINDS: readonly AlertKind[] = ['messages', 'deals', 'savedSearches'];

const optionClasses =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 bg-white px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:opacity-60';

/**
 * "Alerts on my phone" on the profile: SMS, WhatsApp (only the channels this server can send) or off, and what about.
 * Each change is saved at once, with the UI's language, since the alerts are written in it; the saves go one at a time
 * in the order they were made, so the last choice is the one kept. Not shown where the server can send none.
 *
 * `phoneVerified` is the profile's: when the number is verified on this page, the settings are fetched again (the
 * server turns SMS on then). `verifyPhoneId` is the element of the page where the number is verified, if it is there.
 */
export function AlertSettings({
  phoneVerified,
  verifyPhoneId,
}: {
  phoneVerified: boolean | undefined;
  verifyPhoneId?: string | undefined;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const settings = useAlertSettings(user !== null && user.role !== 'moderator');
  const ids = useId();
  const [draft, setDraft] = useState<Choice | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);
  const save = useMutation({
    mutationFn: (change: Change) => saveAlertSettings({ ...change, lang: currentLanguage() }),
    scope: { id: 'alert-settings' },
    onSuccess: (saved) => queryClient.setQueryData(alertsKeys.settings, saved),
    onError: (error) => setFailure(error),
  });

  const wasVerified = useRef(phoneVerified);
  useEffect(() => {
    if (phoneVerified && wasVerified.current === false)
      void queryClient.invalidateQueries({ queryKey: alertsKeys.settings });
    wasVerified.current = phoneVerified;
  }, [phoneVerified, queryClient]);

  if (!user || user.role === 'moderator' || settings.isPending) return null;
  const heading = (
    <h2 id={`${ids}-heading`} className="text-xl font-bold">
      {t('alerts.title')}
    </h2>
  );
  if (settings.isError) {
    return (
      <section aria-labelledby={`${ids}-heading`} className="mt-6 rounded-xl bg-white p-4 shadow-sm">
        {heading}
        <p className="mt-1 text-sm font-medium text-red-700">{t('toast.failedToLoad')}</p>
      </section>
    );
  }
  const data = settings.data;
  if (data.channels.length === 0) return null;
  const shown: Choice = draft ?? data;
  const channels: AlertChannel[] = [...data.channels, 'none'];
  const kinds = user.role === 'seller' ? SELLER_KINDS : OTHER_KINDS;

  const change = (next: Choice, update: Change) => {
    setDraft(next);
    setFailure(null);
    // Only the latest change's callbacks run: once it is settled, what the server holds is shown.
    save.mutate(update, { onSettled: () => setDraft(null) });
  };

  const refusedChannel =
    isApiError(failure) && failure.fields?.channel !== undefined
      ? translateMessage(failure.fields.channel)
      : undefined;
  let progress = null;
  if (save.isPending) progress = <span className="text-stone-600">{t('alerts.saving')}</span>;
  else if (save.isSuccess && failure === null)
    progress = <span className="font-medium text-brand-800">{t('alerts.saved')}</span>;

  return (
    <section aria-labelledby={`${ids}-heading`} className="mt-6 rounded-xl bg-white p-4 shadow-sm">
      {heading}
      <p className="mt-1 text-sm text-stone-700">{t('alerts.intro')}</p>
      {data.phoneVerified ? null : (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          {t('alerts.needsPhone')}{' '}
          {verifyPhoneId ? (
            <a
              href={`#${verifyPhoneId}`}
              className="font-semibold text-brand-800 underline underline-offset-2"
              onClick={(event) => {
                // The verify button takes focus, so the next tap or key press is the one that sends the code.
                const target = document.getElementById(verifyPhoneId);
                if (!target) return;
                event.preventDefault();
                target.scrollIntoView({ block: 'center' });
                target.querySelector('button')?.focus({ preventScroll: true });
              }}
            >
              {t('alerts.verifyFirst')}
            </a>
          ) : null}
        </p>
      )}
      <fieldset className="mt-4" aria-describedby={refusedChannel ? `${ids}-channel-error` : undefined}>
        <legend className="mb-2 text-sm font-semibold text-stone-800">{t('alerts.channelLegend')}</legend>
        <div className="flex flex-col gap-2">
          {channels.map((channel) => (
            <label key={channel} className={optionClasses}>
              <input
                type="radio"
                name={`${ids}-channel`}
                value={channel}
                checked={shown.channel === channel}
                disabled={channel !== 'none' && !data.phoneVerified}
                onChange={() => change({ ...shown, channel }, { channel })}
                className="size-5 shrink-0 accent-brand-700"
              />
              <span>{t(`alerts.channel.${channel}`)}</span>
            </label>
          ))}
        </div>
        <FieldError id={`${ids}-channel-error`} message={refusedChannel} />
      </fieldset>
      <fieldset className="mt-3">
        <legend className="mb-2 text-sm font-semibold text-stone-800">{t('alerts.kindsLegend')}</legend>
        <div className="flex flex-col gap-2">
          {kinds.map((kind) => (
            <label key={kind} className={optionClasses}>
              <input
                type="checkbox"
                checked={shown.kinds[kind]}
                onChange={(event) => {
                  const on = event.target.checked;
                  change({ ...shown, kinds: { ...shown.kinds, [kind]: on } }, { kinds: { [kind]: on } });
                }}
                className="size-5 shrink-0 accent-brand-700"
              />
              <span>{t(`alerts.kind.${kind}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="mt-3 text-sm text-stone-700">
        {t('alerts.sentThisMonth', { count: data.sentThisMonth })}
      </p>
      {/* On the left, under the choices: the floating Chat button keeps the right-hand corner of a phone's screen. */}
      <p role="status" className="min-h-5 text-sm">
        {progress}
      </p>
      {failure !== null && refusedChannel === undefined ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {failureText(failure, t('alerts.saveFailed'))}
        </p>
      ) : null}
    </section>
  );
}
