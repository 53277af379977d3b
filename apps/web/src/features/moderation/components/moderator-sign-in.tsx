import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loginSchema } from '@kisansetu/contract';
import type { LoginRequest, LoginResponse } from '@kisansetu/contract';
import { Button, PasswordField, TextField } from '@/components/ui';
import { apiRequest, isApiError } from '@/lib/api-client';
import { contractResolver, errorText, formSubmit } from '@/lib/forms';
import { useTranslation } from '@/lib/i18n';
import { failureText } from '@/lib/error-text';
import { useAllowedEmailDomains, useMeta } from '@/lib/meta';
import { signIn } from '@/features/auth';

interface SignInFields {
  email: string;
  password: string;
  role: 'moderator';
}

/** The moderation page's own sign-in: email and password, the role fixed to moderator. */
export function ModeratorSignIn() {
  const { t } = useTranslation();
  const domains = useAllowedEmailDomains();
  const meta = useMeta();
  const schema = useMemo(() => loginSchema(domains), [domains]);
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInFields, unknown, LoginRequest>({
    resolver: contractResolver(schema),
    defaultValues: { email: '', password: '', role: 'moderator' },
  });
  const mutation = useMutation({
    mutationFn: (body: LoginRequest) =>
      apiRequest<LoginResponse>('user/login', { method: 'POST', json: body }),
    onSuccess: ({ data }) => {
      signIn(queryClient, data.user);
    },
  });
  const error = mutation.error;
  const failure =
    isApiError(error) && error.code === 'account_suspended' && meta.data
      ? t('login.suspended', { email: meta.data.supportEmail })
      : failureText(error, t('toast.somethingWentWrong'));

  return (
    <form
      noValidate
      onSubmit={formSubmit(handleSubmit((values) => mutation.mutate({ ...values, role: 'moderator' })))}
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
      <input type="hidden" {...register('role')} />
      {mutation.isError ? (
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
