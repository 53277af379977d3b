import { useState } from 'react';
import type { FormEventHandler, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { LIMITS, ROLES, VALIDATION_KEY } from '@kisansetu/contract';
import {
  Button,
  NetworkButton,
  PasswordField,
  RadioGroup,
  TextAreaField,
  TextField,
  buttonClasses,
} from '@/components/ui';
import type { TextAreaFieldProps, TextFieldProps } from '@/components/ui';
import { translateMessage, useTranslation } from '@/lib/i18n';
import { isImageFile } from '@/lib/image';
import { useMeta } from '@/lib/meta';
import { paths } from '@/lib/paths';
import { MobilePhoneIcon } from '@/components/icons';

/*
 * The field blocks of the account forms (login, signup, update profile): each page gives its own label and the props
 * react-hook-form's `register` returns; the type, autocomplete and keyboard of each kind of field live here once.
 */

type InputProps = Omit<TextFieldProps, 'type' | 'autoComplete' | 'inputMode'>;

/** The card-like form every account page shows. */
export function AccountForm({
  onSubmit,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      {children}
    </form>
  );
}

/** The form's failure, read out as soon as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
      {children}
    </p>
  );
}

/**
 * "Continue with phone number" above the email form of the login and sign-up pages: most farmers have a phone and no
 * email. Shown only when the server can send codes by SMS (`meta.phoneSignIn`).
 */
export function PhoneSignInOption() {
  const { t } = useTranslation();
  const { data } = useMeta();
  if (!data?.phoneSignIn) return null;
  return (
    <div className="mb-4 flex flex-col gap-3">
      <Link to={paths.phoneSignIn} className={buttonClasses('primary', 'lg', 'w-full py-2 text-center')}>
        <MobilePhoneIcon />
        {t('phone.continue')}
      </Link>
      <p className="flex items-center gap-3 text-sm text-stone-600">
        <span aria-hidden="true" className="h-px flex-1 bg-stone-300" />
        {t('phone.orEmail')}
        <span aria-hidden="true" className="h-px flex-1 bg-stone-300" />
      </p>
    </div>
  );
}

/** An email of one of the allowed domains, which the hint names. */
export function EmailField({ domains, ...input }: InputProps & { domains: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <TextField
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder={t('login.emailPlaceholder')}
      hint={t('login.emailHint', { domains: domains.join(', ') })}
      {...input}
    />
  );
}

export function FullNameField(input: InputProps) {
  return <TextField autoComplete="name" {...input} />;
}

export function PhoneField(input: InputProps) {
  return <TextField type="tel" inputMode="tel" autoComplete="tel" {...input} />;
}

export function AddressField(textarea: TextAreaFieldProps) {
  return <TextAreaField rows={2} {...textarea} />;
}

/** A new account's address, with the sign-up forms' words (email and phone sign-up alike). */
export function SignupAddressField(textarea: Omit<TextAreaFieldProps, 'label'>) {
  const { t } = useTranslation();
  return (
    <AddressField
      label={t('signup.address')}
      autoComplete="street-address"
      placeholder={t('signup.addressPlaceholder')}
      hint={t('signup.addressHint')}
      {...textarea}
    />
  );
}

/** A farmer's Aadhaar number at sign-up: the number keyboard, room for the spaces people type. */
export function AadhaarField({ label, ...input }: Omit<InputProps, 'label'> & { label?: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label ?? t('signup.aadhar')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={LIMITS.aadhaarLength + 2}
      placeholder={t('signup.aadharPlaceholder')}
      hint={t('signup.aadharHint')}
      {...input}
    />
  );
}

/** A password with its show/hide toggle; `autoComplete` tells the browser which password it is. */
export function AccountPasswordField({
  autoComplete,
  ...input
}: InputProps & { autoComplete: 'current-password' | 'new-password' }) {
  const { t } = useTranslation();
  return (
    <PasswordField
      autoComplete={autoComplete}
      showLabel={t('login.showPassword')}
      hideLabel={t('login.hidePassword')}
      {...input}
    />
  );
}

/** Buyer or seller. */
export function RoleField({
  legend,
  error,
  inputProps,
}: {
  legend: ReactNode;
  error: string | undefined;
  inputProps: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'id'> & {
    ref?: Ref<HTMLInputElement>;
  };
}) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      legend={legend}
      name="role"
      options={ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
      error={error}
      inputProps={inputProps}
    />
  );
}

/** Submit (its label changed while working) and Back or Cancel. */
export function FormActions({
  submitLabel,
  workingLabel,
  working,
  backLabel,
  onBack,
}: {
  submitLabel: string;
  workingLabel: string;
  working: boolean;
  backLabel: string;
  onBack: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <NetworkButton type="submit" disabled={working} className="grow">
        {working ? workingLabel : submitLabel}
      </NetworkButton>
      <Button variant="ghost" onClick={onBack}>
        {backLabel}
      </Button>
    </div>
  );
}

/** The chosen profile photo and why it was refused (not a JPEG, PNG or WebP image), for the AvatarPicker. */
export function useAvatarFile() {
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  function pickImage(file: File | null): void {
    if (file && !isImageFile(file)) {
      setImage(null);
      setImageError(translateMessage(VALIDATION_KEY.imageNotImage));
      return;
    }
    setImageError(undefined);
    setImage(file);
  }
  return { image, imageError, pickImage };
}
