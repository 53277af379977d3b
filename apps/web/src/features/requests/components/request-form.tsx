import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { BUY_REQUESTS, RADIUS_KM, UNITS, requestCreateSchema, todayInIndia } from '@kisansetu/contract';
import type { RequestCreateRequest, Unit } from '@kisansetu/contract';
import { appendWords, useVoiceInput } from '@/components/voice-input';
import { NetworkButton, PincodeField, SelectField, TextAreaField, TextField } from '@/components/ui';
import { SearchBox } from '@/features/search';
import { applyServerFieldErrors, contractResolver, errorText, formSubmit } from '@/lib/forms';
import { useTranslation } from '@/lib/i18n';

export interface RequestFields {
  productName: string;
  quantity: string;
  unit: Unit | '';
  maxPrice: string;
  address: string;
  pincode: string;
  radiusKm: string;
  neededBy: string;
  description: string;
  expiresInDays: string;
}

const FIELD_NAMES = [
  'productName',
  'quantity',
  'unit',
  'maxPrice',
  'address',
  'pincode',
  'radiusKm',
  'neededBy',
  'description',
  'expiresInDays',
] as const;

/** "Stays open for": a tap rather than typing, from a day to the contract's most (the rule still checks it). */
const OPEN_DAYS = [1, 3, BUY_REQUESTS.daysDefault, 14, 21, BUY_REQUESTS.daysMax] as const;

/**
 * "Post a requirement": the crop (with the search box's suggestions, in any language the vocabulary knows), how much,
 * the most per unit, where and how far farmers may be, by when, notes and how long it stays open. Validated on change
 * with the contract's rules; the server's field errors land on their inputs.
 */
export function RequestForm({
  defaultAddress,
  defaultPincode,
  pending,
  serverError,
  onSubmit,
}: {
  defaultAddress: string;
  defaultPincode: string;
  pending: boolean;
  serverError: unknown;
  onSubmit: (values: RequestCreateRequest) => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    setFocus,
    formState: { errors },
  } = useForm<RequestFields, unknown, RequestCreateRequest>({
    resolver: contractResolver(requestCreateSchema),
    mode: 'onTouched',
    defaultValues: {
      productName: '',
      quantity: '',
      unit: '',
      maxPrice: '',
      address: defaultAddress,
      pincode: defaultPincode,
      radiusKm: String(BUY_REQUESTS.radiusDefaultKm),
      neededBy: '',
      description: '',
      expiresInDays: String(BUY_REQUESTS.daysDefault),
    },
  });
  useEffect(() => {
    if (serverError) applyServerFieldErrors(serverError, setError, FIELD_NAMES);
  }, [serverError, setError]);
  const speakNotes = useVoiceInput({
    fieldLabel: t('requests.form.notes'),
    onText: (words) => {
      setValue('description', appendWords(getValues('description'), words), {
        shouldValidate: true,
        shouldDirty: true,
      });
      setFocus('description');
    },
  });

  return (
    <form
      noValidate
      onSubmit={formSubmit(handleSubmit(onSubmit))}
      className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <SearchBox
        label={t('requests.form.crop')}
        placeholder={t('requests.form.cropPlaceholder')}
        error={errorText(errors.productName)}
        {...register('productName')}
        onPick={(name) => setValue('productName', name, { shouldValidate: true, shouldDirty: true })}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('requests.form.quantity')}
          inputMode="decimal"
          error={errorText(errors.quantity)}
          {...register('quantity')}
        />
        <SelectField
          label={t('requests.form.unit')}
          placeholder={t('upload.chooseUnit')}
          options={UNITS.map((unit) => ({ value: unit, label: t(`unitOption.${unit}`) }))}
          error={errorText(errors.unit)}
          {...register('unit')}
        />
      </div>
      <TextField
        label={t('requests.form.maxPrice')}
        inputMode="decimal"
        hint={t('requests.form.maxPriceHint')}
        error={errorText(errors.maxPrice)}
        {...register('maxPrice')}
      />
      <TextField
        label={t('requests.form.address')}
        autoComplete="address-level2"
        error={errorText(errors.address)}
        {...register('address')}
      />
      <div className="grid grid-cols-2 gap-3">
        <PincodeField purpose="account" error={errorText(errors.pincode)} {...register('pincode')} />
        <SelectField
          label={t('requests.form.radius')}
          options={RADIUS_KM.map((km) => ({ value: String(km), label: t('requests.form.radiusKm', { km }) }))}
          error={errorText(errors.radiusKm)}
          {...register('radiusKm')}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('requests.form.neededBy')}
          type="date"
          min={todayInIndia()}
          error={errorText(errors.neededBy)}
          {...register('neededBy')}
        />
        <SelectField
          label={t('requests.form.days')}
          options={OPEN_DAYS.map((days) => ({
            value: String(days),
            label: t('listing.stayDays', { count: days }),
          }))}
          error={errorText(errors.expiresInDays)}
          {...register('expiresInDays')}
        />
      </div>
      <TextAreaField
        label={t('requests.form.notes')}
        placeholder={t('requests.form.notesPlaceholder')}
        error={errorText(errors.description)}
        trailing={speakNotes.button}
        {...register('description')}
      />
      {speakNotes.message}
      <p className="text-sm text-stone-700">{t('requests.contactNote')}</p>
      <NetworkButton type="submit" size="lg" disabled={pending} aria-busy={pending || undefined}>
        {pending ? t('requests.form.posting') : t('requests.form.submit')}
      </NetworkButton>
    </form>
  );
}
