import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { maskedAadhaarOf, profileFormSchema, sellerAddsAadhaarFormSchema } from '@kisansetu/contract';
import type { ProfileUpdateRequest, User } from '@kisansetu/contract';
import { Page, PincodeField, StatusText, TextField } from '@/components/ui';
import { applyServerFieldErrors, errorText, contractResolver, formSubmit } from '@/lib/forms';
import { useTranslation } from '@/lib/i18n';
import { failureText } from '@/lib/error-text';
import { shrinkImage } from '@/lib/image';
import { useGoBack } from '@/lib/navigation';
import { useRootStore } from '@/lib/store';
import {
  AadhaarField,
  AccountForm,
  AccountPasswordField,
  AddressField,
  AvatarPicker,
  FormActions,
  FullNameField,
  PhoneField,
  apiFieldName,
  meQueryKey,
  useAvatarFile,
  useProfile,
} from '../../auth';
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
  aadhaarNumber: string;
}

const FIELD_NAMES = [
  'fullName',
  'phoneNumber',
  'address',
  'pincode',
  'password',
  'newPassword',
  'aadhaarNumber',
] as const;

/** Only the non-empty fields are sent; the email is never sent (it cannot change), nor an Aadhaar number on file. */
async function toFormData(values: ProfileUpdateRequest, image: File | null): Promise<FormData> {
  const form = new FormData();
  for (const name of [
    'fullName',
    'phoneNumber',
    'address',
    'password',
    'newPassword',
    'pincode',
    'aadhaarNumber',
  ] as const) {
    const value = values[name];
    if (value) form.set(apiFieldName(name), value);
  }
  if (image) form.set('image', await shrinkImage(image, 800));
  return form;
}

/**
 * /profile/update-user and /profile/update-seller: one form, the seller's with the read-only Aadhaar (or, for a farmer
 * who signed up by phone without it, a field to add it), filled in from the `me` query (cached since the login or the
 * visit's session check, so it is usually there at once).
 */
export function UpdateProfilePage() {
  const { t } = useTranslation();
  const { profile, isPending } = useProfile();
  if (profile) return <UpdateProfileForm user={profile} />;
  return (
    <Page title={t('profileUpdate.title')} intro={t('profileUpdate.intro')} width="narrow">
      {isPending ? (
        <StatusText>{t('state.loading')}</StatusText>
      ) : (
        <StatusText tone="error">{t('toast.failedToLoad')}</StatusText>
      )}
    </Page>
  );
}

function UpdateProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack(paths.profile);
  const queryClient = useQueryClient();
  const setUser = useRootStore((state) => state.setUser);
  const { image, imageError, pickImage } = useAvatarFile();
  const addsAadhaar = user.role === 'seller' && maskedAadhaarOf(user) === undefined;
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<ProfileFields, unknown, ProfileUpdateRequest>({
    resolver: contractResolver(addsAadhaar ? sellerAddsAadhaarFormSchema : profileFormSchema),
    mode: 'onChange',
    defaultValues: {
      fullName: user.fullName,
      phoneNumber: user.phoneNumber,
      address: user.address,
      pincode: user.location?.pincode ?? '',
      password: '',
      newPassword: '',
      aadhaarNumber: '',
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
      applyServerFieldErrors(error, setError, FIELD_NAMES, apiFieldName);
      toast.error(failureText(error, t('toast.updateFailed')));
    },
  });

  return (
    <Page title={t('profileUpdate.title')} intro={t('profileUpdate.intro')} width="narrow">
      <AccountForm
        onSubmit={formSubmit(
          handleSubmit((values) => {
            if (!imageError) mutation.mutate(values);
          }),
        )}
      >
        <FullNameField
          label={t('profile.fullName')}
          error={errorText(errors.fullName)}
          {...register('fullName')}
        />
        {user.email !== null ? (
          <TextField
            label={t('profile.email')}
            value={user.email}
            readOnly
            hint={t('profileUpdate.emailHint')}
          />
        ) : null}
        {addsAadhaar ? (
          <AadhaarField
            hint={t('phone.aadhaarAddHint')}
            error={errorText(errors.aadhaarNumber)}
            {...register('aadhaarNumber')}
          />
        ) : user.role === 'seller' ? (
          <TextField
            label={t('profile.aadhar')}
            value={maskedAadhaarOf(user) ?? ''}
            readOnly
            hint={t('profileUpdate.aadharHint')}
          />
        ) : null}
        <PhoneField
          label={t('profile.phone')}
          hint={user.phoneVerified ? t('phone.changeHint') : undefined}
          error={errorText(errors.phoneNumber)}
          {...register('phoneNumber')}
        />
        <AddressField
          label={t('profile.address')}
          error={errorText(errors.address)}
          {...register('address')}
        />
        <PincodeField purpose="account" error={errorText(errors.pincode)} {...register('pincode')} />
        {/* An account made with a phone number has no password to change (a new one needs the current one). */}
        {user.email !== null ? (
          <>
            <p className="text-sm text-stone-600">{t('profileUpdate.passwordHint')}</p>
            <AccountPasswordField
              label={t('profileUpdate.currentPassword')}
              autoComplete="current-password"
              error={errorText(errors.password)}
              {...register('password')}
            />
            <AccountPasswordField
              label={t('profileUpdate.newPassword')}
              autoComplete="new-password"
              error={errorText(errors.newPassword)}
              {...register('newPassword', { deps: ['password'] })}
            />
          </>
        ) : null}
        <AvatarPicker
          label={t('profileUpdate.image')}
          file={image}
          currentUrl={user.avatarUrl}
          name={watch('fullName')}
          error={imageError}
          onChange={pickImage}
        />
        <FormActions
          submitLabel={t('profileUpdate.submit')}
          workingLabel={t('profileUpdate.saving')}
          working={mutation.isPending}
          backLabel={t('common.cancel')}
          onBack={goBack}
        />
      </AccountForm>
    </Page>
  );
}
