import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { VALIDATION, profileUpdateSchema } from '@kisansetu/contract';
import type { ProfileUpdateRequest, User } from '@kisansetu/contract';
import { Button, Page, PasswordField, PincodeField, TextAreaField, TextField } from '@/components/ui';
import { applyServerFieldErrors, errorText, contractResolver } from '@/lib/forms';
import { failureText, translateMessage, useTranslation } from '@/lib/i18n';
import { isImageFile, shrinkImage } from '@/lib/image';
import { useGoBack } from '@/lib/navigation';
import { useCurrentUser, useRootStore } from '@/lib/store';
import { AvatarPicker, meQueryKey } from '../../auth';
import { productKeys } from '../../products';
import { updateProfile } from '../api';
import { paths } from '@/lib/paths';

interface ProfileFields {
  fullName: string;
  phoneNumber: string;
  address: string;
  pincode: string;
  password: string;
  newPassword: string;
}

const FIELD_NAMES = ['fullName', 'phoneNumber', 'address', 'pincode', 'password', 'newPassword'] as const;

/** Only the non-empty fields are sent; the email is never sent (spec section 5). */
async function toFormData(values: ProfileUpdateRequest, image: File | null): Promise<FormData> {
  const form = new FormData();
  for (const name of ['fullName', 'phoneNumber', 'address', 'password', 'newPassword', 'pincode'] as const) {
    const value = values[name];
    if (value) form.set(name, value);
  }
  if (image) form.set('image', await shrinkImage(image, 800));
  return form;
}

/** /profile/update-user and /profile/update-seller: one form, the seller's with the read-only Aadhaar. */
export function UpdateProfilePage() {
  const user = useCurrentUser();
  if (!user) return null;
  return <UpdateProfileForm user={user} />;
}

function UpdateProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack(paths.profile);
  const queryClient = useQueryClient();
  const setUser = useRootStore((state) => state.setUser);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<ProfileFields, unknown, ProfileUpdateRequest>({
    resolver: contractResolver(profileUpdateSchema),
    mode: 'onChange',
    defaultValues: {
      fullName: user.fullName,
      phoneNumber: user.phoneNumber,
      address: user.address,
      pincode: user.location?.pincode ?? '',
      password: '',
      newPassword: '',
    },
  });
  const mutation = useMutation({
    mutationFn: async (values: ProfileUpdateRequest) =>
      updateProfile(user.role, await toFormData(values, image)),
    onSuccess: ({ data }) => {
      setUser(data.user);
      queryClient.setQueryData(meQueryKey, data.user);
      // A new address or PIN code moves the point the lists measure distances from.
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
      toast.success(t('toast.profileUpdated'));
      void navigate(paths.profile, { replace: true });
    },
    onError: (error) => {
      applyServerFieldErrors(error, setError, FIELD_NAMES);
      toast.error(failureText(error, t('toast.updateFailed')));
    },
  });

  return (
    <Page title={t('profileUpdate.title')} intro={t('profileUpdate.intro')} width="narrow">
      <form
        noValidate
        onSubmit={handleSubmit((values) => {
          if (!imageError) mutation.mutate(values);
        })}
        className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <TextField
          label={t('profile.fullName')}
          autoComplete="name"
          error={errorText(errors.fullName)}
          {...register('fullName')}
        />
        <TextField
          label={t('profile.email')}
          value={user.email}
          readOnly
          hint={t('profileUpdate.emailHint')}
        />
        {user.role === 'seller' ? (
          <TextField
            label={t('profile.aadhar')}
            value={user.aadharNumber ?? ''}
            readOnly
            hint={t('profileUpdate.aadharHint')}
          />
        ) : null}
        <TextField
          label={t('profile.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={errorText(errors.phoneNumber)}
          {...register('phoneNumber')}
        />
        <TextAreaField
          label={t('profile.address')}
          rows={2}
          error={errorText(errors.address)}
          {...register('address')}
        />
        <PincodeField purpose="account" error={errorText(errors.pincode)} {...register('pincode')} />
        <p className="text-sm text-stone-600">{t('profileUpdate.passwordHint')}</p>
        <PasswordField
          label={t('profileUpdate.currentPassword')}
          autoComplete="current-password"
          showLabel={t('login.showPassword')}
          hideLabel={t('login.hidePassword')}
          error={errorText(errors.password)}
          {...register('password')}
        />
        <PasswordField
          label={t('profileUpdate.newPassword')}
          autoComplete="new-password"
          showLabel={t('login.showPassword')}
          hideLabel={t('login.hidePassword')}
          error={errorText(errors.newPassword)}
          {...register('newPassword', { deps: ['password'] })}
        />
        <AvatarPicker
          label={t('profileUpdate.image')}
          file={image}
          currentUrl={user.avatarUrl}
          name={watch('fullName')}
          error={imageError}
          onChange={(file) => {
            if (file && !isImageFile(file)) {
              setImage(null);
              setImageError(translateMessage(VALIDATION.imageNotImage));
              return;
            }
            setImageError(undefined);
            setImage(file);
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={mutation.isPending} className="grow">
            {mutation.isPending ? t('profileUpdate.saving') : t('profileUpdate.submit')}
          </Button>
          <Button variant="ghost" onClick={goBack}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </Page>
  );
}
