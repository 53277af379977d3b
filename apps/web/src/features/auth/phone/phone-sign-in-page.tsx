import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { isSignedIn, otpSendSchema } from '@kisansetu/contract';
import type { OtpSendResponse, User } from '@kisansetu/contract';
import { NetworkButton, Page, StatusText, buttonClasses } from '@/components/ui';
import { failureText } from '@/lib/error-text';
import { applyServerFieldErrors, contractResolver, errorText, formSubmit } from '@/lib/forms';
import { useTranslation } from '@/lib/i18n';
import { takeLoginReturn } from '@/lib/login-return';
import { useMeta } from '@/lib/meta';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { signIn } from '../api';
import { followAccountLanguage } from '../account-language';
import { AccountForm, FormAlert } from '../components/account-fields';
import { resumeAfterLogin } from '../login-return-actions';
import { signInFailureText } from '../sign-in-failure';
import { displayPhoneNumber, sendCode, verifyCode } from './api';
import { CodeEntry, codeCheck } from './code-entry';
import { MobileNumberField } from './mobile-number-field';
import { PhoneSignupForm } from './phone-signup-form';

type Step =
  | { name: 'number'; notice: string | null }
  | { name: 'code'; sent: OtpSendResponse }
  | { name: 'details'; signupToken: string; phoneNumber: string };

/** Only the number of a send: the language is the page's, added by `sendCode`. */
const numberSchema = otpSendSchema.pick({ phoneNumber: true });

/**
 * /login/phone: sign in, or sign up, with a code sent by SMS. The number (1), its code (2), and for a number no account
 * has yet a short sign-up form (3); either way the person ends signed in. Offered only when the server can send SMS
 * (`meta.phoneSignIn`).
 */
export function PhoneSignInPage() {
  const { t } = useTranslation();
  const meta = useMeta();
  const [step, setStep] = useState<Step>({ name: 'number', notice: null });
  // What was typed, so "Change number" comes back to it.
  const [typed, setTyped] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepName = step.name;
  const firstStep = useRef(true);
  useEffect(() => {
    // A new step is announced by its heading (the code step focuses its box instead); not on arrival.
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    if (stepName === 'details') headingRef.current?.focus();
  }, [stepName]);

  if (meta.isPending) {
    return (
      <Page title={t('phone.title')} width="narrow">
        <StatusText>{t('state.loading')}</StatusText>
      </Page>
    );
  }
  if (!meta.data?.phoneSignIn) {
    return (
      <Page title={t('phone.title')} width="narrow">
        <p className="mb-4 text-stone-800">{t('server.smsUnavailable')}</p>
        <Link to={paths.login} className={buttonClasses('primary')}>
          {t('phone.useEmail')}
        </Link>
      </Page>
    );
  }

  let heading: string;
  let body;
  if (step.name === 'number') {
    heading = t('phone.numberStep');
    body = (
      <NumberStep
        initial={typed}
        notice={step.notice}
        onSent={(sent, number) => {
          setTyped(number);
          setStep({ name: 'code', sent });
        }}
      />
    );
  } else if (step.name === 'code') {
    heading = t('phone.codeStep');
    body = (
      <CodeStep
        sent={step.sent}
        supportEmail={meta.data.supportEmail}
        onChangeNumber={() => setStep({ name: 'number', notice: null })}
        onNewNumber={(signupToken, phoneNumber) => setStep({ name: 'details', signupToken, phoneNumber })}
      />
    );
  } else {
    heading = t('phone.detailsStep');
    body = (
      <DetailsStep
        signupToken={step.signupToken}
        phoneNumber={step.phoneNumber}
        onTokenRejected={(notice) => setStep({ name: 'number', notice })}
      />
    );
  }

  return (
    <Page title={t('phone.title')} intro={t('phone.intro')} width="narrow">
      <section aria-labelledby="phone-step-heading" className="flex flex-col gap-3">
        <h2
          id="phone-step-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold wrap-anywhere text-stone-900 outline-none"
        >
          {heading}
        </h2>
        {body}
      </section>
      <p className="mt-4 text-stone-700">
        <Link
          to={paths.login}
          className="inline-flex min-h-12 items-center font-semibold text-brand-800 underline"
        >
          {t('phone.useEmail')}
        </Link>
      </p>
    </Page>
  );
}

/** Step 1: the mobile number, checked as it is typed; "Send code". */
function NumberStep({
  initial,
  notice,
  onSent,
}: {
  initial: string;
  /** Why the person is back here (an expired sign-up), said above the form. */
  notice: string | null;
  onSent: (sent: OtpSendResponse, typed: string) => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    formState: { errors },
  } = useForm<{ phoneNumber: string }, unknown, { phoneNumber: string }>({
    resolver: contractResolver(numberSchema),
    mode: 'onChange',
    defaultValues: { phoneNumber: initial },
  });
  // Back from a later step: the number is there to be corrected.
  useEffect(() => {
    if (initial !== '' || notice !== null) setFocus('phoneNumber');
  }, [initial, notice, setFocus]);
  const send = useMutation({
    mutationFn: (phoneNumber: string) => sendCode(phoneNumber),
    onSuccess: (sent) => onSent(sent, getValues('phoneNumber')),
    onError: (error) => {
      applyServerFieldErrors(error, setError, ['phoneNumber']);
    },
  });
  const onField = send.error !== null && errors.phoneNumber?.type === 'server';
  return (
    <AccountForm onSubmit={formSubmit(handleSubmit((values) => send.mutate(values.phoneNumber)))}>
      {notice ? <FormAlert>{notice}</FormAlert> : null}
      <MobileNumberField
        label={t('phone.mobileNumber')}
        hint={t('phone.mobileHint')}
        maxLength={16}
        error={errorText(errors.phoneNumber)}
        {...register('phoneNumber')}
      />
      {send.isError && !onField ? (
        <FormAlert>{failureText(send.error, t('toast.somethingWentWrong'))}</FormAlert>
      ) : null}
      <NetworkButton type="submit" disabled={send.isPending}>
        {send.isPending ? t('phone.sending') : t('phone.sendCode')}
      </NetworkButton>
    </AccountForm>
  );
}

/** Step 2: the code. A number with an account signs in as a login does; a new one goes on to step 3. */
function CodeStep({
  sent,
  supportEmail,
  onChangeNumber,
  onNewNumber,
}: {
  sent: OtpSendResponse;
  supportEmail: string;
  onChangeNumber: () => void;
  onNewNumber: (signupToken: string, phoneNumber: string) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: (code: string) => verifyCode(sent.phoneNumber, code),
    onSuccess: (answer) => {
      if (!isSignedIn(answer)) {
        onNewNumber(answer.signupToken, answer.phoneNumber);
        return;
      }
      // As the login page does: the session is the cookie just set, the profile the `me` query's answer.
      signIn(queryClient, answer.user);
      followAccountLanguage().catch(() => undefined);
      toast.success(t('server.loggedIn'));
      const { path, act } = resumeAfterLogin(queryClient, answer.user, takeLoginReturn());
      void navigate(path, { replace: true });
      act();
    },
  });
  return (
    <CodeEntry
      phoneNumber={sent.phoneNumber}
      resendAfterSeconds={sent.resendAfterSeconds}
      {...codeCheck(verify)}
      onResend={() => sendCode(sent.phoneNumber)}
      describeError={(error) => signInFailureText(t, error, supportEmail)}
      onChangeNumber={onChangeNumber}
    />
  );
}

/** Step 3: a new number's short sign-up; the new account is signed in at once. */
function DetailsStep({
  signupToken,
  phoneNumber,
  onTokenRejected,
}: {
  signupToken: string;
  phoneNumber: string;
  onTokenRejected: (message: string) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  function registered(user: User): void {
    signIn(queryClient, user);
    followAccountLanguage().catch(() => undefined);
    toast.success(t('server.registeredSignedIn'));
    const back = takeLoginReturn();
    // A new farmer's first thing to do is list a crop; a buyer goes back to what they were doing, else home.
    if (user.role === 'seller') {
      void navigate(paths.upload, { replace: true });
      return;
    }
    const { path, act } = resumeAfterLogin(queryClient, user, back);
    void navigate(path, { replace: true });
    act();
  }
  return (
    <>
      <p className="text-stone-700">{t('phone.detailsIntro', { number: displayPhoneNumber(phoneNumber) })}</p>
      <PhoneSignupForm
        signupToken={signupToken}
        onRegistered={registered}
        onTokenRejected={onTokenRejected}
      />
    </>
  );
}
