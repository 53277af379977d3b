import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { phoneSignupFormSchema } from '@kisansetu/contract';
import type { Role, User } from '@kisansetu/contract';
import type { z } from 'zod';
import { NetworkButton, PincodeField } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { failureText } from '@/lib/error-text';
import { applyServerFieldErrors, contractResolver, errorText, formSubmit } from '@/lib/forms';
import { translateMessage, useTranslation } from '@/lib/i18n';
import { shrinkImage } from '@/lib/image';
import { apiFieldName } from '../api-field-name';
import {
  AccountForm,
  AadhaarField,
  SignupAddressField,
  FormAlert,
  FullNameField,
  RoleField,
  useAvatarFile,
} from '../components/account-fields';
import { AvatarPicker } from '../components/avatar-picker';
import { registerWithPhone } from './api';

interface PhoneSignupFields {
  fullName: string;
  role: Role | '';
  aadhaarNumber: string;
  address: string;
  pincode: string;
}

type PhoneSignupOutput = z.output<typeof phoneSignupFormSchema>;

const FIELD_NAMES = ['fullName', 'role', 'aadhaarNumber', 'address', 'pincode'] as const;

/** The multipart body of POST user/register for a proved number: no email, password or phone (the token's). */
async function toFormData(
  signupToken: string,
  values: PhoneSignupOutput,
  image: File | null,
): Promise<FormData> {
  const form = new FormData();
  form.set('signupToken', signupToken);
  form.set('fullName', values.fullName);
  form.set('role', values.role);
  if (values.role === 'seller' && values.aadhaarNumber)
    form.set(apiFieldName('aadhaarNumber'), values.aadhaarNumber);
  form.set('address', values.address);
  if (values.pincode) form.set('pincode', values.pincode);
  if (image) form.set('image', await shrinkImage(image, 800));
  return form;
}

/**
 * Step 3 of phone sign-in for a new number: who the person is (buyer or farmer, name, address, PIN code, a photo if
 * they like). The number is already proved, so nothing else is asked; a farmer may give Aadhaar now or later.
 */
export function PhoneSignupForm({
  signupToken,
  onRegistered,
  onTokenRejected,
}: {
  signupToken: string;
  /** The account exists and the session is open. */
  onRegistered: (user: User) => void;
  /** The token expired, was used, or the number was taken meanwhile: the person starts again from the number. */
  onTokenRejected: (message: string) => void;
}) {
  const { t } = useTranslation();
  const { image, imageError, pickImage } = useAvatarFile();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors },
  } = useForm<PhoneSignupFields, unknown, PhoneSignupOutput>({
    resolver: contractResolver(phoneSignupFormSchema),
    mode: 'onChange',
    defaultValues: { fullName: '', role: '', aadhaarNumber: '', address: '', pincode: '' },
  });
  const role = watch('role');
  const mutation = useMutation({
    mutationFn: async (values: PhoneSignupOutput) =>
      registerWithPhone(await toFormData(signupToken, values, image)),
    onSuccess: ({ user }) => onRegistered(user),
    onError: (error) => {
      const tokenRefused = isApiError(error) ? error.fields?.signupToken : undefined;
      if (tokenRefused !== undefined) {
        onTokenRejected(translateMessage(tokenRefused));
        return;
      }
      if (isApiError(error) && error.code === 'phone_taken') {
        onTokenRejected(failureText(error, t('toast.signupFallback')));
        return;
      }
      applyServerFieldErrors(error, setError, FIELD_NAMES, apiFieldName);
      setFormError(failureText(error, t('toast.signupFallback')));
    },
  });

  return (
    <AccountForm
      onSubmit={formSubmit(
        handleSubmit((values) => {
          if (imageError) return;
          setFormError(null);
          mutation.mutate(values);
        }),
      )}
    >
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <RoleField
        legend={t('signup.role')}
        error={errorText(errors.role)}
        inputProps={register('role', {
          onChange: (event: { target: { value: string } }) => {
            // Buyers give no Aadhaar: drop anything typed before switching to buyer.
            if (event.target.value !== 'seller') setValue('aadhaarNumber', '', { shouldValidate: false });
          },
        })}
      />
      <FullNameField
        label={t('signup.fullName')}
        error={errorText(errors.fullName)}
        {...register('fullName')}
      />
      {role === 'seller' ? (
        <AadhaarField
          label={t('phone.aadhaarOptional')}
          hint={t('phone.aadhaarLaterHint')}
          error={errorText(errors.aadhaarNumber)}
          {...register('aadhaarNumber')}
        />
      ) : null}
      <SignupAddressField error={errorText(errors.address)} {...register('address')} />
      <PincodeField purpose="account" error={errorText(errors.pincode)} {...register('pincode')} />
      <AvatarPicker
        label={t('signup.image')}
        file={image}
        onChange={pickImage}
        error={imageError}
        name={watch('fullName')}
      />
      <NetworkButton type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? t('state.signingUp') : t('phone.createAccount')}
      </NetworkButton>
    </AccountForm>
  );
}
