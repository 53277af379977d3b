import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { productCreateSchema } from '@kisansetu/contract';
import type { Product } from '@kisansetu/contract';
import { Button, NetworkButton, TextField } from '@/components/ui';
import { failureText } from '@/lib/error-text';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors, contractResolver, errorText, formSubmit } from '@/lib/forms';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { chatContactsQueryKey } from '../../chat-bridge';
import { productKeys } from '../../products';
import { sellerKeys } from '../api';
import { updateProduct } from '../product-upload';

/** The two fields a farmer changes most, checked by the contract's own rules for them (its whole-form rules apart). */
const priceAndQuantity = z.object({
  price: productCreateSchema.shape.price,
  quantity: productCreateSchema.shape.quantity,
});

interface Fields {
  price: string;
  quantity: string;
}

/**
 * The whole listing as an update sends it, with a new price and quantity: everything else (photos, address, trade
 * details, how long it stays up) as it is, so the server's rules for an update apply unchanged. No `pincode` and no
 * `expiresInDays`: left out, the listing keeps its PIN code, place and date.
 */
function updateForm(product: Product, price: number, quantity: number): FormData {
  const form = new FormData();
  form.set('productName', product.productName);
  form.set('price', String(price));
  form.set('unit', product.unit);
  form.set('quantity', String(quantity));
  form.set('description', product.description);
  form.set('address', product.address);
  form.set('availability', product.availability);
  form.set('existingImages', JSON.stringify(product.image));
  form.set('variety', product.variety ?? '');
  form.set('grade', product.grade ?? '');
  form.set('organic', product.organic ? 'true' : 'false');
  form.set('harvestedOn', product.harvestedOn ?? '');
  form.set('minOrderQuantity', product.minOrderQuantity === null ? '' : String(product.minOrderQuantity));
  return form;
}

/**
 * "Change price or quantity" on the farmer's own card: one tap opens the two fields in place, Save sends the listing
 * back with them, and the card shows the new figures. No trip through the full form and its four photo boxes.
 */
export function QuickPriceEdit({ product, userId }: { product: Product; userId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Fields, unknown, { price: number; quantity: number }>({
    mode: 'onChange',
    resolver: contractResolver(priceAndQuantity),
    defaultValues: { price: String(product.price), quantity: String(product.quantity) },
  });
  const save = useMutation({
    mutationFn: (values: { price: number; quantity: number }) =>
      updateProduct(product._id, updateForm(product, values.price, values.quantity), () => undefined),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<Product[]>(sellerKeys.myProducts(userId), (list) =>
        list?.map((item) => (item._id === data.product._id ? data.product : item)),
      );
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
      void queryClient.invalidateQueries({ queryKey: chatContactsQueryKey });
      toast.success(t('toast.productUpdated'));
      setOpen(false);
    },
    onError: (error) => {
      if (applyServerFieldErrors(error, setError, ['price', 'quantity'])) return;
      // A quantity below the listing's minimum order is refused on the minimum: here it is the quantity to change.
      const minOrder = isApiError(error) ? error.fields?.minOrderQuantity : undefined;
      if (minOrder) setError('quantity', { type: 'server', message: minOrder });
      else toast.error(failureText(error, t('toast.somethingWentWrong')));
    },
  });

  if (!open) {
    return (
      <Button
        variant="outline"
        size="sm"
        aria-label={t('quickEdit.openNamed', { name: product.productName })}
        onClick={() => {
          reset({ price: String(product.price), quantity: String(product.quantity) });
          setOpen(true);
        }}
      >
        {t('quickEdit.open')}
      </Button>
    );
  }
  return (
    <form
      noValidate
      className="flex w-full flex-col gap-2"
      aria-label={t('quickEdit.openNamed', { name: product.productName })}
      onSubmit={formSubmit(handleSubmit((values) => save.mutate(values)))}
    >
      <div className="grid grid-cols-2 gap-2">
        <TextField
          label={t('quickEdit.price', { unit: t(`unit.${product.unit}`) })}
          inputMode="decimal"
          autoFocus
          error={errorText(errors.price)}
          {...register('price')}
        />
        <TextField
          label={t('quickEdit.quantity', { unit: t(`unit.${product.unit}`) })}
          inputMode="decimal"
          error={errorText(errors.quantity)}
          {...register('quantity')}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <NetworkButton type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? t('quickEdit.saving') : t('quickEdit.save')}
        </NetworkButton>
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
