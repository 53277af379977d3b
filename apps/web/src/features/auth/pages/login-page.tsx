import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { ROLES, loginSchema } from '@kisansetu/contract';
import type { LoginRequest, Role } from '@kisansetu/contract';
import { Button, Page, PasswordField, RadioGroup, TextField } from '@/components/ui';
import { errorText, contractResolver } from '@/lib/forms';
import { failureText, translateMessage, useTranslation } from '@/lib/i18n';
import { isApiError } from '@/lib/api-client';
import { useAllowedEmailDomains, useMeta } from '@/lib/meta';
import { useGoBack } from '@/lib/navigation';
import { useRootStore } from '@/lib/store';
import { login } from '../api';
import { paths } from '@/lib/paths';

interface LoginFields {
  email: string;
  password: string;
  role: Role | '';
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const setUser = useRootStore((state) => state.setUser);
  const queryClient = useQueryClient();
  const domains = useAllowedEmailDomains();
  const meta = useMeta();
  const schema = useMemo(() => loginSchema(domains), [domains]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFields, unknown, LoginRequest>({
    resolver: contractResolver(schema),
    mode: 'onChange',
    defaultValues: { email: '', password: '', role: '' },
  });
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: ({ data, message }) => {
      // The session is the httpOnly cookie the server just set; the access token in the body is not kept.
      // Nothing cached for a previous account (its wishlist, its products) may show for this one.
      queryClient.clear();
      setUser(data.user);
      toast.success(message ? translateMessage(message) : t('server.loggedIn'));
      void navigate(paths.home, { replace: true });
    },
    onError: (error) => toast.error(loginFailureText(error)),
  });
  const loading = mutation.isPending;

  /** A suspended account's 403 names the support address (from the server's meta, else from its own text). */
  function loginFailureText(error: unknown): string {
    if (isApiError(error) && error.code === 'account_suspended') {
      const email = meta.data?.supportEmail ?? emailIn(error.message);
      return email ? t('login.suspended', { email }) : failureText(error, t('toast.somethingWentWrong'));
    }
    return failureText(error, t('toast.somethingWentWrong'));
  }

  return (
    <Page title={t('login.title')} intro={t('login.intro')} width="narrow">
      <form
        noValidate
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
        className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('login.emailPlaceholder')}
          hint={t('login.emailHint', { domains: domains.join(', ') })}
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
        <RadioGroup
          legend={t('login.role')}
          name="role"
          options={ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
          error={errorText(errors.role)}
          inputProps={register('role')}
        />
        {mutation.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            {loginFailureText(mutation.error)}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={loading} className="grow">
            {loading ? t('state.loggingIn') : t('login.submit')}
          </Button>
          <Button variant="ghost" onClick={goBack}>
            {t('common.back')}
          </Button>
        </div>
        <p className="text-stone-700">
          {t('login.noAccount')}{' '}
          <Link to={paths.signup} className="font-semibold text-brand-800 underline">
            {t('login.signupLink')}
          </Link>
        </p>
      </form>
    </Page>
  );
}

function emailIn(text: string): string | undefined {
  return /[^\s@]+@[^\s@]+\.[^\s@]*[^\s@.]/.exec(text)?.[0];
}
