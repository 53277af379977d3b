import { Suspense, useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { useFormatters } from '@/lib/use-formatters';
import {
  AVAILABILITY,
  LIMITS,
  LISTING_UNIT_DEFAULT,
  UNITS,
  productCreateSchema,
  varietiesOf,
} from '@kisansetu/contract';
import type { Availability, Grade, Product, ProductCreateRequest, Unit } from '@kisansetu/contract';
import {
  Button,
  NetworkButton,
  PincodeField,
  ProgressBar,
  SelectField,
  TextAreaField,
  TextField,
} from '@/components/ui';
import { applyServerFieldErrors, errorText, contractResolver, formSubmit } from '@/lib/forms';
import type { ImageSlot } from './image-slots';
import { ImageSlots, emptySlots } from './image-slots';
import { CropPriceHint, MandiComparison } from '../../prices';
import { DETAIL_FIELDS, ListingDetailsFields } from './listing-details-fields';
import { OffersUntilField, offersUntilDefault } from './offers-until-field';
import { appendWords, useVoiceInput } from '@/components/voice-input';

export interface ProductFields {
  productName: string;
  price: string;
  address: string;
  pincode: string;
  unit: Unit | '';
  description: string;
  quantity: string;
  availability: Availability | '';
  /** How many days the listing stays up from now; on an edit, blank keeps its date and a number renews it. */
  expiresInDays: string;
  variety: string;
  grade: Grade | '';
  organic: boolean;
  /** YYYY-MM-DD, as the date input gives it. */
  harvestedOn: string;
  minOrderQuantity: string;
  /** "Open for offers until": ISO 8601 with India's offset, '' for none. */
  offersUntil: string;
}

/**
 * What the form hands its page: the contract's values, with the deadline as an update sends it: a time sets or
 * extends it, null ends it, undefined leaves it as stored (an edit that did not touch it).
 */
export type ProductFormValues = Omit<ProductCreateRequest, 'offersUntil'> & {
  offersUntil: string | null | undefined;
};

/**
 * The choices of "Stays up for": a week to the contract's most. A select rather than a number box, so a farmer taps
 * one instead of typing; the contract's rule (1–90 whole days) still validates it, and the server's answer too.
 */
export const STAY_DAYS = [7, 15, LIMITS.listingDaysDefault, 60, LIMITS.listingDaysMax] as const;

const FIELD_NAMES = [
  'productName',
  'price',
  'address',
  'pincode',
  'unit',
  'description',
  'quantity',
  'availability',
  'expiresInDays',
  'offersUntil',
  ...DETAIL_FIELDS,
] as const;

export type SubmitPhase = 'idle' | 'preparing' | 'uploading';

function defaults(product: Product | undefined, address: string, pincode: string): ProductFields {
  if (!product) {
    return {
      productName: '',
      price: '',
      address,
      pincode,
      unit: LISTING_UNIT_DEFAULT,
      description: '',
      quantity: '',
      availability: 'in_stock',
      expiresInDays: String(LIMITS.listingDaysDefault),
      variety: '',
      grade: '',
      organic: false,
      harvestedOn: '',
      minOrderQuantity: '',
      offersUntil: '',
    };
  }
  return {
    productName: product.productName,
    price: String(product.price),
    address: product.address,
    pincode: product.location?.pincode ?? '',
    unit: product.unit,
    description: product.description,
    quantity: String(product.quantity),
    availability: product.availability,
    // An edit keeps the listing's date unless the farmer picks a number of days to renew it.
    expiresInDays: '',
    variety: product.variety ?? '',
    grade: product.grade ?? '',
    organic: product.organic,
    harvestedOn: product.harvestedOn ?? '',
    minOrderQuantity: product.minOrderQuantity?.toString() ?? '',
    offersUntil: offersUntilDefault(product.offersUntil),
  };
}

/** Whether a listing carries a trade detail: its edit form then shows them unfolded. */
function hasDetails(product: Product | undefined): boolean {
  if (!product) return false;
  return (
    product.variety !== null ||
    product.grade !== null ||
    product.organic ||
    product.harvestedOn !== null ||
    product.minOrderQuantity !== null
  );
}

/** A typed price as a number, none while it is blank or not a number yet. */
function typedPrice(text: string): number | undefined {
  const value = Number(text.trim());
  return text.trim() === '' || !Number.isFinite(value) ? undefined : value;
}

/**
 * 'Post New Crop': the upload and edit form. Validation runs on change with the contract's rules; photos are four
 * slots. The parent does the upload and reports the phase and progress.
 */
export function ProductForm({
  product,
  defaultAddress = '',
  defaultPincode = '',
  onSubmit,
  onCancel,
  phase,
  progress,
  serverError,
}: {
  product?: Product | undefined;
  defaultAddress?: string;
  /** The seller's own PIN code, offered for a new listing like the address. */
  defaultPincode?: string;
  onSubmit: (values: ProductFormValues, slots: ImageSlot[]) => void;
  onCancel: () => void;
  phase: SubmitPhase;
  progress: number;
  serverError?: unknown;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const editing = product !== undefined;
  const [slots, setSlots] = useState<ImageSlot[]>(() => emptySlots(product?.image));
  const [slotError, setSlotError] = useState<string | undefined>();
  const [detailsOpen, setDetailsOpen] = useState(() => hasDetails(product));
  // The crop's vocabulary key, as the mandi answer beside the price names it: the varieties offered come from it.
  const [cropKey, setCropKey] = useState<string | undefined>();
  const [initial] = useState(() => defaults(product, defaultAddress, defaultPincode));
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    setFocus,
    watch,
    control,
    formState: { errors },
  } = useForm<ProductFields, unknown, ProductCreateRequest>({
    resolver: contractResolver(productCreateSchema),
    mode: 'onChange',
    defaultValues: initial,
  });
  useEffect(() => {
    if (serverError) applyServerFieldErrors(serverError, setError, FIELD_NAMES);
  }, [serverError, setError]);
  // Spoken words go into the field to be checked, like typed ones: the name replaces, the description adds on.
  const speakName = useVoiceInput({
    fieldLabel: t('upload.productName'),
    onText: (words) => {
      setValue('productName', words, { shouldValidate: true, shouldDirty: true });
      setFocus('productName');
    },
  });
  const speakDescription = useVoiceInput({
    fieldLabel: t('upload.description'),
    onText: (words) => {
      setValue('description', appendWords(getValues('description'), words), {
        shouldValidate: true,
        shouldDirty: true,
      });
      setFocus('description');
    },
  });
  const unit = watch('unit');
  // A deadline that has passed is not offered to keep: the field starts blank and says when offers closed.
  const closedAt = product?.offersUntil && initial.offersUntil === '' ? product.offersUntil : undefined;

  function submitted(values: ProductCreateRequest): ProductFormValues {
    const typed = getValues('offersUntil');
    // An edit that leaves the deadline as it found it sends none, so the stored one stays (even one that has passed).
    if (editing && typed === initial.offersUntil) return { ...values, offersUntil: undefined };
    // The time goes as the farmer typed it, with India's offset (the contract has checked it).
    return { ...values, offersUntil: typed === '' ? (editing ? null : undefined) : typed };
  }
  const busy = phase !== 'idle';
  const submitLabel = busy
    ? editing
      ? t('state.updating')
      : t('state.posting')
    : editing
      ? t('state.updateProduct')
      : t('state.postProduct');

  return (
    <form
      noValidate
      onSubmit={formSubmit(handleSubmit((values) => onSubmit(submitted(values), slots)))}
      className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <ImageSlots slots={slots} onChange={setSlots} error={slotError} onError={setSlotError} />
      <TextField
        label={t('upload.productName')}
        placeholder={t('upload.productNamePlaceholder')}
        error={errorText(errors.productName)}
        trailing={speakName.button}
        trailingInset="icon"
        {...register('productName')}
      />
      {speakName.message}
      <Suspense fallback={null}>
        <CropPriceHint crop={watch('productName')} unit={watch('unit')} pincode={watch('pincode')} />
      </Suspense>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <TextField
            label={t('upload.price')}
            inputMode="decimal"
            error={errorText(errors.price)}
            {...register('price')}
          />
          <Suspense fallback={null}>
            <MandiComparison
              crop={watch('productName')}
              price={typedPrice(watch('price'))}
              unit={unit}
              pincode={watch('pincode')}
              onCrop={setCropKey}
            />
          </Suspense>
        </div>
        <SelectField
          label={t('upload.unit')}
          placeholder={t('upload.chooseUnit')}
          options={UNITS.map((unit) => ({ value: unit, label: t(`unitOption.${unit}`) }))}
          error={errorText(errors.unit)}
          {...register('unit')}
        />
        <TextField
          label={t('upload.quantity')}
          inputMode="decimal"
          error={errorText(errors.quantity)}
          {...register('quantity')}
        />
        <SelectField
          label={t('upload.availability')}
          options={AVAILABILITY.map((value) => ({ value, label: t(`availability.${value}`) }))}
          error={errorText(errors.availability)}
          {...register('availability')}
        />
      </div>
      <TextAreaField
        label={t('upload.address')}
        rows={2}
        placeholder={t('signup.addressPlaceholder')}
        error={errorText(errors.address)}
        {...register('address')}
      />
      <PincodeField purpose="product" error={errorText(errors.pincode)} {...register('pincode')} />
      <SelectField
        label={t('listing.stay')}
        hint={editing ? t('listing.stayHintRenew') : t('listing.stayHint')}
        options={[
          ...(product
            ? [{ value: '', label: t('listing.stayKeep', { date: format.date(product.expiresAt) }) }]
            : []),
          ...STAY_DAYS.map((days) => ({
            value: String(days),
            label: t('listing.stayDays', { count: days }),
          })),
        ]}
        error={errorText(errors.expiresInDays)}
        {...register('expiresInDays')}
      />
      <Controller
        control={control}
        name="offersUntil"
        render={({ field, fieldState }) => (
          <OffersUntilField
            value={field.value}
            onChange={field.onChange}
            error={errorText(fieldState.error)}
            closedAt={closedAt}
            inputRef={field.ref}
          />
        )}
      />
      <TextAreaField
        label={t('upload.description')}
        rows={4}
        hint={t('posting.descriptionHint')}
        placeholder={t('posting.descriptionPlaceholder')}
        error={errorText(errors.description)}
        trailing={speakDescription.button}
        {...register('description')}
      />
      {speakDescription.message}
      <ListingDetailsFields
        register={register}
        errors={errors}
        unit={unit}
        varieties={varietiesOf(cropKey)}
        onVariety={(variety) => setValue('variety', variety, { shouldValidate: true, shouldDirty: true })}
        open={detailsOpen}
        onToggle={setDetailsOpen}
      />
      {phase === 'preparing' ? <p role="status">{t('upload.preparingPhotos')}</p> : null}
      {phase === 'uploading' ? (
        <ProgressBar value={progress} label={t('upload.progress', { percent: Math.round(progress * 100) })} />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <NetworkButton type="submit" disabled={busy} className="grow">
          {submitLabel}
        </NetworkButton>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
