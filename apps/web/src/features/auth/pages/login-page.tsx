import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { ROLE, ROLES, loginSchema } from '@kisansetu/contract';
import type { LoginRequest, Role } from '@kisansetu/contract';
import { Page } from '@/components/ui';
import { errorText, contractResolver, formSubmit } from '@/lib/forms';
import { useTranslation } from '@/lib/i18n';
import { useAllowedEmailDomains, useMeta } from '@/lib/meta';
import { signInFailureText } from '../sign-in-failure';
import { peekLoginReturn, rememberNextFrom, takeLoginReturn } from '@/lib/login-return';
import { useGoBack } from '@/lib/navigation';
import { call, isApiError } from '@/lib/api-client';
import { signIn } from '../api';
import { followAccountLanguage } from '../account-language';
import { resumeAfterLogin } from '../login-return-actions';
import {
  AccountForm,
  AccountPasswordField,
  EmailField,
  FormActions,
  FormAlert,
  PhoneSignInOption,
  RoleField,
} from '../components/account-fields';
import { paths } from '@/lib/paths';

/** The role sign-up handed over in the navigation's state, none otherwise. */
function roleFromSignup(state: unknown): Role | '' {
  const role = typeof state === 'object' && state !== null && 'role' in state ? state.role : undefined;
  return ROLES.find((known) => known === role) ?? '';
}

interface LoginFields {
  email: string;
  password: string;
  role: Role | '';
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const goBack = useGoBack();
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
    defaultValues: { email: '', password: '', role: roleFromSignup(state) },
  });
  const mutation = useMutation({
    mutationFn: (body: LoginRequest) => call('POST /user/login', { json: body }),
    onSuccess: ({ data }) => {
      // The session is the httpOnly cookie the server just set; the access token in the body is not kept.
      signIn(queryClient, data.user);
      // Best effort: the language then stays as this phone has it.
      followAccountLanguage().catch(() => undefined);
      // The success text is the server's English; the web says it by its key, in the chosen language.
      toast.success(t('server.loggedIn'));
      // A visitor sent here by Chat or Add to Wishlist goes back to that page, with it done.
      const { path, act } = resumeAfterLogin(queryClient, data.user, takeLoginReturn());
      void navigate(path, { replace: true });
      act();
    },
  });
  const loading = mutation.isPending;
  // The server answers a wrong role like a wrong password (no account is given away), so the form names the role
  // that was sent and the other one, for the farmer who ticked Buyer.
  const sentRole = mutation.variables?.role;
  // Read once: where a link asked to go after login (kept for the phone path too), and what the visitor came here to
  // do, said above the form.
  const [waiting] = useState(() => {
    rememberNextFrom(search);
    return peekLoginReturn()?.action ?? null;
  });

  /** A suspended account's 403 names the support address (from the server's meta, else from its own text). */
  const loginFailureText = (error: unknown) => signInFailureText(t, error, meta.data?.supportEmail);

  return (
    <Page title={t('login.title')} intro={t('login.intro')} width="narrow">
      {waiting ? (
        <p
          role="status"
          className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-stone-900 ring-1 ring-amber-200"
        >
          {waiting.kind === 'wishlist'
            ? t('loginReturn.wishlist')
            : waiting.sellerName
              ? t('loginReturn.chat', { name: waiting.sellerName })
              : t('loginReturn.chatAnyone')}
        </p>
      ) : null}
      <PhoneSignInOption />
      <AccountForm onSubmit={formSubmit(handleSubmit((values) => mutation.mutate(values)))}>
        <EmailField
          label={t('login.email')}
          domains={domains}
          error={errorText(errors.email)}
          {...register('email')}
        />
        <AccountPasswordField
          label={t('login.password')}
          autoComplete="current-password"
          error={errorText(errors.password)}
          {...register('password')}
        />
        <RoleField legend={t('login.role')} error={errorText(errors.role)} inputProps={register('role')} />
        {/* A refusal is said once, here above the button, and not again in a toast. */}
        {mutation.isError ? (
          <FormAlert>
            {loginFailureText(mutation.error)}
            {isApiError(mutation.error) && mutation.error.code === 'invalid_credentials' && sentRole ? (
              <>
                {' '}
                {t('loginRole.check', {
                  chosen: t(`role.${sentRole}`),
                  other: t(`role.${sentRole === ROLE.seller ? ROLE.buyer : ROLE.seller}`),
                })}
              </>
            ) : null}
          </FormAlert>
        ) : null}
        <FormActions
          submitLabel={t('login.submit')}
          workingLabel={t('state.loggingIn')}
          working={loading}
          backLabel={t('common.back')}
          onBack={goBack}
        />
        <p className="text-stone-700">
          {t('login.noAccount')}{' '}
          <Link to={paths.signup} className="font-semibold text-brand-800 underline">
            {t('login.signupLink')}
          </Link>
        </p>
      </AccountForm>
    </Page>
  );
}
