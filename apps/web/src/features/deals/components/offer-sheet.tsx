import { Suspense, useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { DEALS, dealCounterSchema, dealProposeSchema, todayInIndia } from '@kisansetu/contract';
import type { Deal, DealProposeRequest } from '@kisansetu/contract';
import { BottomSheet, NetworkButton, TextAreaField, TextField } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { failureText } from '@/lib/error-text';
import { applyServerFieldErrors, contractResolver, errorText, formSubmit } from '@/lib/forms';
import { isolate, useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useFormatters } from '@/lib/use-formatters';
import { CropPriceHint } from '../../prices';
import { useProduct } from '../../products';
import { useCounterDeal, useProposeDeal } from '../api';

export interface OfferFields {
  price: string;
  quantity: string;
  pickupBy: string;
  note: string;
}

type OfferOutput = Pick<DealProposeRequest, 'price' | 'quantity' | 'pickupBy' | 'note'>;

/** The form's part of the contract's proposal (what it is about comes from the chat), and the counter-offer's rules. */
const proposeFormSchema = dealProposeSchema.pick({ price: true, quantity: true, pickupBy: true, note: true });
const FIELDS = ['price', 'quantity', 'pickupBy', 'note'] as const;

export type OfferMode =
  | { kind: 'propose'; productId: string; /** The farmer's offer to this buyer. */ buyerId?: string }
  | { kind: 'counter'; deal: Deal };

/**
 * "Make an offer" (or a counter-offer, prefilled with the terms on the table): price per unit, quantity in the
 * listing's unit, an optional pickup date (today or later) and, for a first offer, a note. The listing's price and,
 * where the crop has one, the nearest mandi's modal price sit beside the price. A bottom sheet on a phone: its body
 * scrolls above the keyboard and the send button stays in reach.
 */
export function OfferSheet({
  open,
  onClose,
  mode,
  otherName,
  onSent,
}: {
  open: boolean;
  onClose: () => void;
  mode: OfferMode;
  otherName: string;
  onSent?: (deal: Deal) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const formId = useId();
  const productId = mode.kind === 'propose' ? mode.productId : mode.deal.product._id;
  const product = useProduct(productId).data;
  const unit = mode.kind === 'counter' ? mode.deal.unit : product?.unit;
  const propose = useProposeDeal();
  const counter = useCounterDeal(mode.kind === 'counter' ? mode.deal._id : '');
  const mutation = mode.kind === 'propose' ? propose : counter;
  // A counter-offer opens on the terms on the table as they are now; a first offer on empty boxes.
  const startPrice = mode.kind === 'counter' ? String(mode.deal.price) : '';
  const startQuantity = mode.kind === 'counter' ? String(mode.deal.quantity) : '';
  const startPickup = mode.kind === 'counter' ? (mode.deal.pickupBy ?? '') : '';
  const defaults: OfferFields = {
    price: startPrice,
    quantity: startQuantity,
    pickupBy: startPickup,
    note: '',
  };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<OfferFields, unknown, OfferOutput>({
    resolver: contractResolver(mode.kind === 'propose' ? proposeFormSchema : dealCounterSchema),
    mode: 'onChange',
    defaultValues: defaults,
  });
  useEffect(() => {
    if (open) reset({ price: startPrice, quantity: startQuantity, pickupBy: startPickup, note: '' });
  }, [open, startPrice, startQuantity, startPickup, reset]);

  function submit(values: OfferOutput): void {
    if (product && values.quantity > product.quantity) {
      setError('quantity', { type: 'max', message: 'validation.dealQuantityTooLarge' });
      return;
    }
    const done = {
      onSuccess: (deal: Deal) => {
        toast.success(t(mode.kind === 'propose' ? 'server.dealProposed' : 'server.dealCountered'));
        onSent?.(deal);
        onClose();
      },
      onError: (error: unknown) => {
        if (applyServerFieldErrors(error, setError, FIELDS)) return;
        toast.error(failureText(error, t('deals.failed')));
      },
    };
    const terms = { price: values.price, quantity: values.quantity, pickupBy: values.pickupBy };
    if (mode.kind === 'propose') {
      propose.mutate(
        {
          productId,
          ...(mode.buyerId ? { buyerId: mode.buyerId } : {}),
          ...terms,
          note: values.note,
        },
        done,
      );
    } else {
      counter.mutate(terms, done);
    }
  }

  const titleKey = mode.kind === 'propose' ? 'deals.offerTitle' : 'deals.counterTitle';
  // The shown title isolates the name; the form's accessible name is never laid out, so it needs no marks.
  const title = t(titleKey, { name: isolate(otherName) });
  const unitName = unit ? format.unit(unit) : '';
  const busy = mutation.isPending;
  const fieldsOnly = isApiError(mutation.error) && mutation.error.fields !== undefined;

  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={<bdi>{title}</bdi>}
      footer={
        <NetworkButton
          type="submit"
          form={formId}
          size="lg"
          className="w-full"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? t('deals.sending') : mode.kind === 'propose' ? t('deals.send') : t('deals.sendCounter')}
        </NetworkButton>
      }
    >
      <form
        id={formId}
        noValidate
        aria-label={t(titleKey, { name: otherName })}
        onSubmit={formSubmit(handleSubmit(submit))}
        className="flex flex-col gap-4"
      >
        <p className="text-sm font-semibold text-stone-800">
          <bdi>{mode.kind === 'counter' ? mode.deal.product.productName : product?.productName}</bdi>
        </p>
        <div className="flex flex-col gap-1">
          <TextField
            label={t('deals.price', { unit: unitName })}
            inputMode="decimal"
            autoComplete="off"
            error={errorText(errors.price)}
            {...register('price')}
          />
          {product ? (
            <p className="text-sm text-stone-700">
              {t('deals.listingPrice', { price: format.pricePerUnit(product.price, product.unit) })}
            </p>
          ) : null}
          {product ? (
            <Suspense fallback={null}>
              <CropPriceHint
                crop={product.productName}
                unit={product.unit}
                {...(product.location?.pincode ? { pincode: product.location.pincode } : {})}
              />
            </Suspense>
          ) : null}
        </div>
        <TextField
          label={t('deals.quantity', { unit: unitName })}
          inputMode="decimal"
          autoComplete="off"
          hint={
            product
              ? t('deals.available', { quantity: format.quantity(product.quantity, product.unit) })
              : undefined
          }
          error={errorText(errors.quantity)}
          {...register('quantity')}
        />
        <TextField
          type="date"
          min={todayInIndia()}
          label={
            <>
              {t('deals.pickupBy')} <span className="font-normal text-stone-600">{t('common.optional')}</span>
            </>
          }
          error={errorText(errors.pickupBy)}
          {...register('pickupBy')}
        />
        {mode.kind === 'propose' ? (
          <TextAreaField
            label={
              <>
                {t('deals.note')} <span className="font-normal text-stone-600">{t('common.optional')}</span>
              </>
            }
            rows={2}
            className="min-h-20"
            maxLength={DEALS.noteMax}
            dir="auto"
            hint={t('deals.noteHint', { count: DEALS.noteMax })}
            error={errorText(errors.note)}
            {...register('note')}
          />
        ) : null}
        {mutation.isError && fieldsOnly ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t('deals.fixFields')}
          </p>
        ) : null}
      </form>
    </BottomSheet>
  );
}
