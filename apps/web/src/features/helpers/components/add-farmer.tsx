import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import {
  AADHAAR_WIRE_FIELD,
  CROP_LANGS,
  PHONE_SIGN_IN,
  aadhaarProblem,
  addressField,
  fullNameField,
  mobileNumberField,
} from '@kisansetu/contract';
import type { HelperCodeSent } from '@kisansetu/contract';
import {
  Button,
  FieldShell,
  NetworkButton,
  SelectField,
  TextAreaField,
  TextField,
  cn,
  inputClasses,
} from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { failureText } from '@/lib/error-text';
import { applyServerFieldErrors, contractResolver, errorText, formSubmit } from '@/lib/forms';
import { translateMessage, useTranslation } from '@/lib/i18n';
import { LANGUAGE_INFO, isAvailableLanguage } from '@/lib/languages';
import { toast } from '@/lib/toast';
import { FormAlert } from './form-alert';
import { sendConsentCode, useConfirmFarmer } from '../api';

const addFarmerSchema = z
  .object({
    phoneNumber: mobileNumberField,
    fullName: fullNameField,
    address: addressField,
    aadhaarNumber: z.string(),
    lang: z.enum(CROP_LANGS),
  })
  .superRefine((value, ctx) => {
    const digits = value.aadhaarNumber.replace(/\s+/g, '');
    const problem = aadhaarProblem(digits === '' ? undefined : digits, false);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem, path: ['aadhaarNumber'] });
  });
type AddFarmerValues = z.output<typeof addFarmerSchema>;
interface AddFarmerFields {
  phoneNumber: string;
  fullName: string;
  address: string;
  aadhaarNumber: string;
  lang: string;
}
const FORM_CLASSES = 'flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6';

const FIELD_NAMES = ['phoneNumber', 'fullName', 'address', 'aadhaarNumber', 'lang'] as const;

/** The request body: the Aadhaar number under the API's name, and only when one was typed. */
function requestOf(values: AddFarmerValues) {
  const aadhaar = values.aadhaarNumber.replace(/\s+/g, '');
  return {
    phoneNumber: values.phoneNumber,
    fullName: values.fullName,
    address: values.address,
    lang: values.lang,
    ...(aadhaar ? { [AADHAAR_WIRE_FIELD]: aadhaar } : {}),
  };
}

/**
 * "Add a farmer": their number, name, village and (if they have it with them) Aadhaar number, and the language of the
 * SMS; a consent code goes to their phone, and the farmer reads it out to link. `blocked` says why no link can be
 * made now (the day's or the total limit reached).
 */
export function AddFarmer({ blocked }: { blocked: string | null }) {
  const { t, i18n } = useTranslation();
  const [sent, setSent] = useState<{ answer: HelperCodeSent; values: AddFarmerValues } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const uiLanguage = isAvailableLanguage(i18n.language) ? i18n.language : 'en';
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<AddFarmerFields, unknown, AddFarmerValues>({
    resolver: contractResolver(addFarmerSchema),
    defaultValues: { phoneNumber: '', fullName: '', address: '', aadhaarNumber: '', lang: uiLanguage },
  });
  const send = useMutation({
    mutationFn: (values: AddFarmerValues) => sendConsentCode(requestOf(values)),
    onSuccess: (answer, values) => setSent({ answer, values }),
    onError: (error) => {
      const marked = applyServerFieldErrors(error, setError, FIELD_NAMES, (field) =>
        field === 'aadhaarNumber' ? AADHAAR_WIRE_FIELD : field,
      );
      setFormError(marked ? null : failureText(error, t('toast.somethingWentWrong')));
    },
  });

  if (sent) {
    return (
      <CodeStep
        sent={sent.answer}
        onResend={() => send.mutate(sent.values)}
        resending={send.isPending}
        onChange={() => setSent(null)}
        onLinked={() => {
          setSent(null);
          reset();
        }}
      />
    );
  }
  return (
    <form
      noValidate
      className={FORM_CLASSES}
      onSubmit={formSubmit(
        handleSubmit((values) => {
          setFormError(null);
          send.mutate(values);
        }),
      )}
    >
      {blocked ? <FormAlert>{blocked}</FormAlert> : null}
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextField
        label={t('helpers.add.mobile')}
        hint={t('helpers.add.mobileHint')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        maxLength={16}
        error={errorText(errors.phoneNumber)}
        {...register('phoneNumber')}
      />
      <TextField
        label={t('helpers.add.fullName')}
        autoComplete="off"
        error={errorText(errors.fullName)}
        {...register('fullName')}
      />
      <TextAreaField
        rows={2}
        label={t('helpers.add.address')}
        autoComplete="off"
        error={errorText(errors.address)}
        {...register('address')}
      />
      <TextField
        label={t('helpers.add.aadhaar')}
        inputMode="numeric"
        autoComplete="off"
        error={errorText(errors.aadhaarNumber)}
        {...register('aadhaarNumber')}
      />
      <SelectField
        label={t('helpers.add.lang')}
        options={CROP_LANGS.map((lang) => ({ value: lang, label: LANGUAGE_INFO[lang].name }))}
        error={errorText(errors.lang)}
        {...register('lang')}
      />
      <NetworkButton type="submit" disabled={send.isPending || blocked !== null}>
        {send.isPending ? t('phone.sending') : t('helpers.add.send')}
      </NetworkButton>
    </form>
  );
}

/**
 * The code the farmer reads out from their SMS. Not the sign-in code box: the SMS is on the farmer's phone, so the
 * helper's phone must not wait for it (WebOTP) or warn against sharing it.
 */
function CodeStep({
  sent,
  onResend,
  resending,
  onChange,
  onLinked,
}: {
  sent: HelperCodeSent;
  onResend: () => void;
  resending: boolean;
  onChange: () => void;
  onLinked: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const confirm = useConfirmFarmer();
  const wrongCode = isApiError(confirm.error) ? confirm.error.fields?.code : undefined;
  const fieldError = incomplete
    ? t('phone.codeIncomplete')
    : wrongCode !== undefined
      ? translateMessage(wrongCode)
      : undefined;

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (confirm.isPending) return;
    if (code.length !== PHONE_SIGN_IN.codeDigits) {
      setIncomplete(true);
      return;
    }
    confirm.mutate(
      { phoneNumber: sent.phoneNumber, code },
      {
        onSuccess: () => {
          toast.success(t('server.farmerLinked'));
          onLinked();
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className={FORM_CLASSES}>
      <FieldShell
        id={id}
        label={t('helpers.add.askCode')}
        error={fieldError}
        hint={t('helpers.add.codeHint', { number: sent.phoneNumber })}
      >
        <input
          id={id}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={PHONE_SIGN_IN.codeDigits}
          value={code}
          onChange={(event) => {
            setCode(event.target.value.replace(/\D/g, ''));
            setIncomplete(false);
            if (confirm.isError) confirm.reset();
          }}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : `${id}-hint`}
          className={cn(inputClasses, 'max-w-60 text-center text-2xl font-semibold tracking-[0.4em]')}
        />
      </FieldShell>
      {confirm.isError && wrongCode === undefined ? (
        <FormAlert>{failureText(confirm.error, t('toast.somethingWentWrong'))}</FormAlert>
      ) : null}
      <NetworkButton type="submit" disabled={confirm.isPending}>
        {confirm.isPending ? t('phone.verifying') : t('helpers.add.confirm')}
      </NetworkButton>
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" onClick={onResend} disabled={resending}>
          {resending ? t('phone.sending') : t('helpers.add.resend')}
        </Button>
        <Button variant="ghost" onClick={onChange}>
          {t('helpers.add.change')}
        </Button>
      </div>
    </form>
  );
}
