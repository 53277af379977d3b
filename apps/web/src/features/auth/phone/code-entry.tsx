import { useEffect, useId, useRef, useState } from 'react';
import type { ClipboardEvent, FormEvent } from 'react';
import { PHONE_SIGN_IN } from '@kisansetu/contract';
import type { OtpSendResponse } from '@kisansetu/contract';
import { Button, FieldShell, NetworkButton, cn, inputClasses } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { failureText } from '@/lib/error-text';
import { translateMessage, useTranslation } from '@/lib/i18n';
import { FormAlert } from '../components/account-fields';
import { displayPhoneNumber } from './api';

const DIGITS = PHONE_SIGN_IN.codeDigits;

/** The browser's WebOTP request: not yet in TypeScript's DOM types. */
type OtpCredentialRequest = CredentialRequestOptions & { otp: { transport: string[] } };

/** The code an OTPCredential carries, or null for any other answer. */
function otpCodeOf(credential: Credential | null): string | null {
  if (credential === null || !('code' in credential) || typeof credential.code !== 'string') return null;
  const digits = credential.code.replace(/\D/g, '');
  return digits.length === DIGITS ? digits : null;
}

/** Whole seconds as the countdown shows them: '0:27', '1:05'. */
function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export interface CodeEntryProps {
  /** The number the code went to, as the server wrote it (+91XXXXXXXXXX). */
  phoneNumber: string;
  /** Seconds before another code may be asked for (the send's `resendAfterSeconds`). */
  resendAfterSeconds: number;
  /** Called with the six digits: from the button, on the sixth typed digit (see `autoSubmit`), or from the SMS. */
  onVerify: (code: string) => void;
  verifying: boolean;
  /** The last verify's failure, null when there is none: a wrong code shows on the box, anything else above it. */
  error: unknown;
  /** Called as the person edits the code, so the parent can forget the last failure. */
  onEdit: () => void;
  /** Asks for a new code to the same number. */
  onResend: () => Promise<OtpSendResponse>;
  /** The text of a failure other than a wrong code (default: the server's message). */
  describeError?: (error: unknown) => string;
  /** "Change number", for a flow where the number was typed. */
  onChangeNumber?: () => void;
  submitLabel?: string;
  /** The button's label while the code is being checked. */
  workingLabel?: string;
  submitVariant?: 'primary' | 'danger';
  /** Whether the sixth typed digit submits at once; off where the code confirms something that cannot be undone. */
  autoSubmit?: boolean;
}

/**
 * The code box's verify wiring from the mutation that checks a code: six digits call it, its failure shows on the
 * box, and editing the code forgets that failure.
 */
export function codeCheck(check: {
  mutate: (code: string) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
}): Pick<CodeEntryProps, 'onVerify' | 'verifying' | 'error' | 'onEdit'> {
  return {
    onVerify: (code) => check.mutate(code),
    verifying: check.isPending,
    error: check.error,
    onEdit: () => {
      if (check.isError) check.reset();
    },
  };
}

/**
 * Step 2 of every phone check (sign in, verify my number, close my account): one 6-digit box that the phone's
 * keyboard, its SMS autofill and the browser's WebOTP can fill; a resend countdown; "Change number". Focus is on the
 * box from the start, so the code can be typed at once.
 */
export function CodeEntry({
  phoneNumber,
  resendAfterSeconds,
  onVerify,
  verifying,
  error,
  onEdit,
  onResend,
  describeError,
  onChangeNumber,
  submitLabel,
  workingLabel,
  submitVariant = 'primary',
  autoSubmit = true,
}: CodeEntryProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const [resendAt, setResendAt] = useState(() => Date.now() + resendAfterSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const [resending, setResending] = useState(false);
  const [resendFailure, setResendFailure] = useState<string | undefined>();
  const [resent, setResent] = useState(false);
  // A new code restarts the wait for its SMS (WebOTP answers once a request).
  const [round, setRound] = useState(0);

  // The latest verify, for the SMS that may arrive after a re-render.
  const submit = useRef(onVerify);
  const busy = useRef(verifying);
  const submitsItself = useRef(autoSubmit);
  useEffect(() => {
    submit.current = onVerify;
    busy.current = verifying;
    submitsItself.current = autoSubmit;
  }, [onVerify, verifying, autoSubmit]);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const secondsLeft = Math.max(0, Math.ceil((resendAt - now) / 1000));
  const waiting = secondsLeft > 0;
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting, resendAt]);

  // WebOTP (Chrome on Android): the SMS's code fills the box and is checked (where six typed digits would be), without
  // leaving the page. Aborted when this step goes away or a new code is asked for.
  useEffect(() => {
    if (typeof window === 'undefined' || !('OTPCredential' in window) || !navigator.credentials)
      return undefined;
    const controller = new AbortController();
    const request: OtpCredentialRequest = { otp: { transport: ['sms'] }, signal: controller.signal };
    navigator.credentials.get(request).then(
      (credential) => {
        const received = otpCodeOf(credential);
        if (received === null || controller.signal.aborted) return;
        setCode(received);
        if (submitsItself.current && !busy.current) submit.current(received);
      },
      // Aborted, refused or timed out: the person types the code instead.
      () => undefined,
    );
    return () => controller.abort();
  }, [round]);

  const wrongCode = isApiError(error) ? error.fields?.code : undefined;
  const fieldError = incomplete
    ? t('phone.codeIncomplete')
    : wrongCode !== undefined
      ? translateMessage(wrongCode)
      : undefined;
  const alert =
    error && wrongCode === undefined
      ? (describeError?.(error) ?? failureText(error, t('toast.somethingWentWrong')))
      : undefined;

  // A refused code leaves the box empty and focused: the one box takes no seventh digit, so the next try starts clean.
  useEffect(() => {
    if (wrongCode === undefined) return;
    setCode('');
    inputRef.current?.focus();
  }, [wrongCode]);

  function take(value: string): void {
    const digits = value.replace(/\D/g, '').slice(0, DIGITS);
    setCode(digits);
    setIncomplete(false);
    setResent(false);
    onEdit();
    if (autoSubmit && digits.length === DIGITS && !verifying) onVerify(digits);
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>): void {
    // A pasted '123 456' would lose its last digit to maxLength: the digits are taken here instead.
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    if (pasted.length !== DIGITS) return;
    event.preventDefault();
    take(pasted);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (verifying) return;
    if (code.length !== DIGITS) {
      setIncomplete(true);
      inputRef.current?.focus();
      return;
    }
    onVerify(code);
  }

  async function resend(): Promise<void> {
    setResending(true);
    setResendFailure(undefined);
    try {
      const sent = await onResend();
      setCode('');
      onEdit();
      setNow(Date.now());
      setResendAt(Date.now() + sent.resendAfterSeconds * 1000);
      setResent(true);
      setRound((value) => value + 1);
      inputRef.current?.focus();
    } catch (failure) {
      // Too many codes: the countdown runs for as long as the server asked to wait.
      if (isApiError(failure) && failure.retryAfter !== undefined && failure.retryAfter > 0) {
        setNow(Date.now());
        setResendAt(Date.now() + failure.retryAfter * 1000);
      }
      setResendFailure(failureText(failure, t('toast.somethingWentWrong')));
    } finally {
      setResending(false);
    }
  }

  const describedBy = fieldError ? `${id}-error` : `${id}-hint`;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FieldShell
        id={id}
        label={t('phone.codeSentTo', { number: displayPhoneNumber(phoneNumber) })}
        error={fieldError}
        hint={t('phone.neverShare')}
      >
        <input
          ref={inputRef}
          id={id}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={`[0-9]{${DIGITS}}`}
          maxLength={DIGITS}
          value={code}
          onChange={(event) => take(event.target.value)}
          onPaste={onPaste}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={describedBy}
          className={cn(inputClasses, 'max-w-60 text-center text-2xl font-semibold tracking-[0.4em]')}
        />
      </FieldShell>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      {resent ? (
        <p role="status" className="text-sm font-medium text-brand-800">
          {t('phone.newCodeSent')}
        </p>
      ) : null}
      <NetworkButton type="submit" variant={submitVariant} disabled={verifying}>
        {verifying ? (workingLabel ?? t('phone.verifying')) : (submitLabel ?? t('phone.verify'))}
      </NetworkButton>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {waiting ? (
          <p className="flex min-h-12 items-center text-stone-700">
            {t('phone.sendAgainIn', { time: clock(secondsLeft) })}
          </p>
        ) : (
          <Button variant="outline" onClick={() => void resend()} disabled={resending}>
            {resending ? t('phone.sending') : t('phone.sendAgain')}
          </Button>
        )}
        {onChangeNumber ? (
          <Button variant="ghost" className="underline" onClick={onChangeNumber}>
            {t('phone.changeNumber')}
          </Button>
        ) : null}
      </div>
      {resendFailure ? <FormAlert>{resendFailure}</FormAlert> : null}
    </form>
  );
}
