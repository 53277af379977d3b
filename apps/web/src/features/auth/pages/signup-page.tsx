import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { ROLES, signupFormSchema } from '@kisansetu/contract';
import type { RegisterRequest, Role } from '@kisansetu/contract';
import { Page, PincodeField } from '@/components/ui';
import { applyServerFieldErrors, errorText, contractResolver, formSubmit } from '@/lib/forms';
import { useTranslation } from '@/lib/i18n';
import { failureText } from '@/lib/error-text';
import { shrinkImage } from '@/lib/image';
import { useAllowedEmailDomains } from '@/lib/meta';
import { useGoBack } from '@/lib/navigation';
import { call } from '@/lib/api-client';
import { apiFieldName } from '../api-field-name';
import {
  AccountForm,
  AccountPasswordField,
  AadhaarField,
  SignupAddressField,
  EmailField,
  FormActions,
  FormAlert,
  FullNameField,
  PhoneField,
  PhoneSignInOption,
  RoleField,
  useAvatarFile,
} from '../components/account-fields';
import { AvatarPicker } from '../components/avatar-picker';
import { paths } from '@/lib/paths';

interface SignupFields {
  fullName: string;
  email: string;
  phoneNumber: string;
  role: Role | '';
  aadhaarNumber: string;
  address: string;
  pincode: string;
  password: string;
  confirmPassword: string;
}

const FIELD_NAMES = [
  'fullName',
  'email',
  'phoneNumber',
  'role',
  'aadhaarNumber',
  'address',
  'pincode',
  'password',
  'confirmPassword',
] as const;

type SignupOutput = RegisterRequest & { confirmPassword: string };

/** The role a link asked for (`?role=seller` from "Start selling"), none when it names no sign-up role. */
function askedRole(value: string | null): Role | '' {
  return ROLES.find((role) => role === value) ?? '';
}

async function toFormData(values: SignupOutput, image: File | null): Promise<FormData> {
  const form = new FormData();
  form.set('fullName', values.fullName);
  form.set('email', values.email);
  form.set('phoneNumber', values.phoneNumber);
  form.set('role', values.role);
  if (values.role === 'seller' && values.aadhaarNumber)
    form.set(apiFieldName('aadhaarNumber'), values.aadhaarNumber);
  form.set('address', values.address);
  form.set('password', values.password);
  if (values.pincode) form.set('pincode', values.pincode);
  if (image) form.set('image', await shrinkImage(image, 800));
  return form;
}

export function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const goBack = useGoBack();
  const domains = useAllowedEmailDomains();
  const schema = useMemo(() => signupFormSchema(domains), [domains]);
  const { image, imageError, pickImage } = useAvatarFile();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    getValues,
    trigger,
    formState: { errors },
  } = useForm<SignupFields, unknown, SignupOutput>({
    resolver: contractResolver(schema),
    mode: 'onChange',
    defaultValues: {
      fullName: '',
      email: '',
      phoneNumber: '',
      role: askedRole(search.get('role')),
      aadhaarNumber: '',
      address: '',
      pincode: '',
      password: '',
      confirmPassword: '',
    },
  });
  const role = watch('role');
  const fullName = watch('fullName');

  const mutation = useMutation({
    mutationFn: async (values: SignupOutput) =>
      call('POST /user/register', { form: await toFormData(values, image) }),
    onSuccess: (_data, values) => {
      setFormError(null);
      toast.success(t('server.registered'));
      // The login that follows starts with the role just chosen, so it is not asked for twice.
      void navigate(paths.login, { state: { role: values.role } });
    },
    onError: (error) => {
      applyServerFieldErrors(error, setError, FIELD_NAMES, apiFieldName);
      const text = failureText(error, t('toast.signupFallback'));
      setFormError(text);
      toast.error(text);
    },
  });
  const loading = mutation.isPending;

  return (
    <Page title={t('signup.title')} intro={t('signup.intro')} width="narrow">
      <PhoneSignInOption />
      <AccountForm
        onSubmit={formSubmit(
          handleSubmit((values) => {
            if (imageError) return;
            mutation.mutate(values);
          }),
        )}
      >
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <FullNameField
          label={t('signup.fullName')}
          error={errorText(errors.fullName)}
          {...register('fullName')}
        />
        <EmailField
          label={t('signup.email')}
          domains={domains}
          error={errorText(errors.email)}
          {...register('email')}
        />
        <PhoneField
          label={t('signup.phone')}
          placeholder={t('signup.phonePlaceholder')}
          error={errorText(errors.phoneNumber)}
          {...register('phoneNumber')}
        />
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
        {role === 'seller' ? (
          <AadhaarField error={errorText(errors.aadhaarNumber)} {...register('aadhaarNumber')} />
        ) : null}
        <SignupAddressField error={errorText(errors.address)} {...register('address')} />
        <PincodeField purpose="account" error={errorText(errors.pincode)} {...register('pincode')} />
        <AccountPasswordField
          label={t('signup.password')}
          autoComplete="new-password"
          error={errorText(errors.password)}
          {...register('password', {
            onChange: () => {
              if (getValues('confirmPassword')) void trigger('confirmPassword');
            },
          })}
        />
        <AccountPasswordField
          label={t('signup.confirmPassword')}
          autoComplete="new-password"
          error={errorText(errors.confirmPassword)}
          {...register('confirmPassword')}
        />
        <AvatarPicker
          label={t('signup.image')}
          file={image}
          onChange={pickImage}
          error={imageError}
          name={fullName}
        />
        <FormActions
          submitLabel={t('signup.submit')}
          workingLabel={t('state.signingUp')}
          working={loading}
          backLabel={t('common.back')}
          onBack={goBack}
        />
        <p className="text-stone-700">
          {t('signup.haveAccount')}{' '}
          <Link to={paths.login} className="font-semibold text-brand-800 underline">
            {t('signup.loginLink')}
          </Link>
        </p>
      </AccountForm>
    </Page>
  );
}
