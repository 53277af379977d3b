import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MODERATOR_SECOND_FACTOR, loginSchema } from '@kisansetu/contract';
import type { LoginRequest } from '@kisansetu/contract';
import { Button, PasswordField, TextField } from '@/components/ui';
import { call, isApiError } from '@/lib/api-client';
import { contractResolver, errorText, formSubmit } from '@/lib/forms';
import { useTranslation } from '@/lib/i18n';
import { failureText } from '@/lib/error-text';
import { useAllowedEmailDomains, useMeta } from '@/lib/meta';
import { signIn } from '@/features/auth';

interface SignInFields {
  email: string;
  password: string;
  role: 'moderator';
  otp: string;
  recoveryCode: string;
}

/**
 * The moderation page's own sign-in: email, password and the second factor (the authenticator app's code, or a
 * recovery code instead), the role fixed to moderator.
 */
export function ModeratorSignIn() {
  const { t } = useTranslation();
  const domains = useAllowedEmailDomains();
  const meta = useMeta();
  const schema = useMemo(() => loginSchema(domains), [domains]);
  const queryClient = useQueryClient();
  const [useRecovery, setUseRecovery] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<SignInFields, unknown, LoginRequest>({
    resolver: contractResolver(schema),
    defaultValues: { email: '', password: '', role: 'moderator', otp: '', recoveryCode: '' },
  });
  const mutation = useMutation({
    mutationFn: (body: LoginRequest) => call('POST /user/login', { json: body }),
    onSuccess: ({ data }) => {
      signIn(queryClient, data.user);
    },
  });
  const error = mutation.error;
  const needsSecondFactor = isApiError(error) && error.code === 'second_factor_required';
  const failure =
    isApiError(error) && error.code === 'account_suspended' && meta.data
      ? t('login.suspended', { email: meta.data.supportEmail })
      : failureText(error, t('toast.somethingWentWrong'));
  const factorField = useRecovery ? 'recoveryCode' : 'otp';
  // A refused or missing code is typed again where it goes.
  useEffect(() => {
    if (needsSecondFactor) setFocus(factorField);
  }, [needsSecondFactor, factorField, setFocus, error]);

  const submit = (values: LoginRequest) => {
    const { otp, recoveryCode, ...credentials } = values;
    // Only the factor on show is sent: a code left in the hidden field must not be judged instead.
    mutation.mutate({ ...credentials, ...(useRecovery ? { recoveryCode } : { otp }), role: 'moderator' });
  };

  return (
    <form
      noValidate
      onSubmit={formSubmit(handleSubmit(submit))}
      className="flex max-w-md flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
      aria-labelledby="moderator-sign-in-heading"
    >
      <h2 id="moderator-sign-in-heading" className="text-xl font-bold">
        {t('mod.signInTitle')}
      </h2>
      <p className="text-stone-700">{t('mod.signInIntro')}</p>
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        error={errorText(errors.email)}
        {...register('email')}
      />
      <PasswordField
        label={t('login.password')}
        autoComplete="current-password"
        showLabel={t('login.showPassword')}
        hideLabel={t('login.hidePassword')}
        error={errorText(errors.password)}
        {...register('password')}
      />
      {useRecovery ? (
        <TextField
          label={t('mod.recoveryCode')}
          hint={t('mod.recoveryCodeHint')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={needsSecondFactor ? failure : undefined}
          {...register('recoveryCode')}
        />
      ) : (
        <TextField
          label={t('mod.otp')}
          hint={t('mod.otpHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          // Room for a code copied as the app shows it ('123 456'); the spaces are dropped before it is sent.
          maxLength={MODERATOR_SECOND_FACTOR.totpDigits + 2}
          error={needsSecondFactor ? failure : undefined}
          {...register('otp')}
        />
      )}
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="self-start"
        onClick={() => setUseRecovery((recovery) => !recovery)}
      >
        {useRecovery ? t('mod.useOtp') : t('mod.useRecoveryCode')}
      </Button>
      <input type="hidden" {...register('role')} />
      {mutation.isError && !needsSecondFactor ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {failure}
        </p>
      ) : null}
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? t('state.loggingIn') : t('mod.signIn')}
      </Button>
    </form>
  );
}
