import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { UNITS, offerCreateSchema } from '@kisansetu/contract';
import type { BuyRequest, OfferCreateRequest, Unit } from '@kisansetu/contract';
import { listingState } from '@/components/listing-status';
import { Button, NetworkButton, SelectField, StatusText, TextAreaField, TextField } from '@/components/ui';
import { openChatWith } from '@/features/chat-bridge';
import { useMyProducts } from '@/features/seller';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors, contractResolver, errorText, formSubmit } from '@/lib/forms';
import { useTranslation } from '@/lib/i18n';
import { failureText } from '@/lib/error-text';
import { useCurrentUser } from '@/lib/store';
import { toast } from '@/lib/toast';
import { useSendOffer } from '../api';

export interface OfferFields {
  price: string;
  unit: Unit | '';
  quantity: string;
  message: string;
  productId: string;
}

const FIELD_NAMES = ['price', 'unit', 'quantity', 'message', 'productId'] as const;

/**
 * A farmer's offer on a request: price per unit, unit (the request's to start with), how much they can supply, a
 * message and optionally one of their own active listings. Once sent, the chat with the buyer opens, where the offer
 * arrived as a message, so the deal goes on there.
 */
export function OfferForm({ request }: { request: BuyRequest }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const listings = useMyProducts(user?._id);
  const send = useSendOffer(request._id);
  const active = (listings.data ?? []).filter((product) => listingState(product).status === 'active');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<OfferFields, unknown, OfferCreateRequest>({
    resolver: contractResolver(offerCreateSchema),
    mode: 'onTouched',
    defaultValues: { price: '', unit: request.unit, quantity: '', message: '', productId: '' },
  });
  useEffect(() => {
    if (send.error) applyServerFieldErrors(send.error, setError, FIELD_NAMES);
  }, [send.error, setError]);

  const openChat = () => openChatWith({ sellerId: request.buyerId, sellerName: request.buyerName });

  function submit(values: OfferCreateRequest): void {
    send.mutate(values, {
      onSuccess: () => {
        toast.success(t('server.offerSent'));
        // The server opened the conversation and put the offer in it: the chat shows it to the farmer too.
        openChat();
      },
      onError: (error) => {
        const fieldsOnly = isApiError(error) && error.fields !== undefined;
        toast.error(
          fieldsOnly ? t('requests.offerForm.failed') : failureText(error, t('requests.offerForm.failed')),
        );
      },
    });
  }

  // Sent: one offer a farmer a request, so the form gives way to the way back into the conversation.
  if (send.isSuccess) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
        <StatusText>{t('server.offerSent')}</StatusText>
        <Button onClick={openChat}>{t('requests.openChatWith', { name: request.buyerName })}</Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label={t('requests.offerForm.title')}
      onSubmit={formSubmit(handleSubmit(submit))}
      className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 className="text-xl font-bold text-stone-900">{t('requests.offerForm.title')}</h2>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('requests.offerForm.price')}
          inputMode="decimal"
          error={errorText(errors.price)}
          {...register('price')}
        />
        <SelectField
          label={t('requests.form.unit')}
          options={UNITS.map((unit) => ({ value: unit, label: t(`unitOption.${unit}`) }))}
          error={errorText(errors.unit)}
          {...register('unit')}
        />
      </div>
      <TextField
        label={t('requests.offerForm.quantity')}
        inputMode="decimal"
        error={errorText(errors.quantity)}
        {...register('quantity')}
      />
      <TextAreaField
        label={t('requests.offerForm.message')}
        placeholder={t('requests.offerForm.messagePlaceholder')}
        error={errorText(errors.message)}
        {...register('message')}
      />
      {active.length > 0 ? (
        <SelectField
          label={t('requests.offerForm.listing')}
          placeholder={t('requests.offerForm.noListing')}
          options={active.map((product) => ({
            value: product._id,
            label: `${product.productName} · ${product.price}/${t(`unit.${product.unit}`)}`,
          }))}
          error={errorText(errors.productId)}
          {...register('productId')}
        />
      ) : null}
      <p className="text-sm text-stone-700">{t('requests.contactNote')}</p>
      <NetworkButton
        type="submit"
        size="lg"
        disabled={send.isPending}
        aria-busy={send.isPending || undefined}
      >
        {send.isPending ? t('requests.offerForm.sending') : t('requests.offerForm.submit')}
      </NetworkButton>
    </form>
  );
}
