import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { HELPER_VALIDATION_KEY } from '@kisansetu/contract';
import type { HELPER_LIMITS, User } from '@kisansetu/contract';
import { NetworkButton, TextField, buttonClasses } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { failureText } from '@/lib/error-text';
import { translateMessage, useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { FormAlert } from './form-alert';
import { useEnrolHelper } from '../api';

// The contract's limit, checked by its type: importing the constant would bring its module's schemas to the profile.
const ORGANISATION_MAX: (typeof HELPER_LIMITS)['organisationMax'] = 100;

/**
 * On a farmer's profile: "My helpers" (who may act for them), and "Help other farmers": an FPO's or an agent's
 * organisation name makes them a helper, with a verified phone (else the way to verify it, `verifyPhoneId`).
 */
export function HelperSection({
  profile,
  verifyPhoneId,
}: {
  profile: User;
  verifyPhoneId?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="helper-section-heading"
      className="mt-4 flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm"
    >
      <h2 id="helper-section-heading" className="text-lg font-bold text-stone-900">
        {t('helpers.section.title')}
      </h2>
      {profile.helper ? (
        <>
          <p dir="auto" className="text-stone-700">
            {t('helpers.section.youHelp', { organisation: profile.organisation ?? '' })}
          </p>
          <Link to={paths.helperDesk} className={buttonClasses('primary', 'md', 'self-start')}>
            {t('nav.myFarmers')}
          </Link>
        </>
      ) : (
        <EnrolForm phoneVerified={profile.phoneVerified} verifyPhoneId={verifyPhoneId} />
      )}
      <Link
        to={paths.myHelpers}
        className="inline-flex min-h-12 items-center self-start font-semibold text-brand-800 underline underline-offset-2"
      >
        {t('helpers.section.myHelpers')}
      </Link>
    </section>
  );
}

function EnrolForm({
  phoneVerified,
  verifyPhoneId,
}: {
  phoneVerified: boolean;
  verifyPhoneId?: string | undefined;
}) {
  const { t } = useTranslation();
  const [organisation, setOrganisation] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const enrol = useEnrolHelper();
  const needsPhone =
    !phoneVerified || (isApiError(enrol.error) && enrol.error.key === 'server.helperNeedsPhone');

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const name = organisation.trim();
    if (name === '' || name.length > ORGANISATION_MAX) {
      setFieldError(
        t(name === '' ? HELPER_VALIDATION_KEY.organisationRequired : HELPER_VALIDATION_KEY.organisationMax),
      );
      return;
    }
    enrol.mutate(name, {
      onSuccess: () => toast.success(t('server.helperEnrolled')),
      onError: (error) => {
        const onField = isApiError(error) ? error.fields?.organisation : undefined;
        if (onField !== undefined) setFieldError(translateMessage(onField));
      },
    });
  }

  if (needsPhone) {
    return (
      <>
        <p className="text-stone-700">{t('helpers.section.intro')}</p>
        <FormAlert>{t('server.helperNeedsPhone')}</FormAlert>
        {verifyPhoneId ? (
          <a
            href={`#${verifyPhoneId}`}
            className="inline-flex min-h-12 items-center self-start font-semibold text-brand-800 underline underline-offset-2"
          >
            {t('alerts.verifyFirst')}
          </a>
        ) : null}
      </>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <p className="text-stone-700">{t('helpers.section.intro')}</p>
      <TextField
        label={t('helpers.section.organisation')}
        hint={t('helpers.section.organisationHint')}
        autoComplete="organization"
        maxLength={ORGANISATION_MAX}
        value={organisation}
        error={fieldError}
        onChange={(event) => {
          setOrganisation(event.target.value);
          setFieldError(undefined);
        }}
      />
      {enrol.isError && fieldError === undefined ? (
        <FormAlert>{failureText(enrol.error, t('toast.somethingWentWrong'))}</FormAlert>
      ) : null}
      <NetworkButton type="submit" disabled={enrol.isPending} className="self-start">
        {enrol.isPending ? t('alerts.saving') : t('helpers.section.enrol')}
      </NetworkButton>
    </form>
  );
}
