import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { Page, StatusText } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { failureText } from '@/lib/error-text';
import { shrinkImage } from '@/lib/image';
import { useProfile } from '../../auth';
import { chatContactsQueryKey } from '../../chat-bridge';
import { productKeys, useProduct } from '../../products';
import { createProduct, updateProduct } from '../product-upload';
import type { ImageSlot } from '../components/image-slots';
import type { ProductFormValues, SubmitPhase } from '../components/product-form';
import { ProductForm } from '../components/product-form';
import { paths } from '@/lib/paths';
import { useActingFor } from '@/lib/acting-for';

async function buildForm(
  values: ProductFormValues,
  slots: readonly ImageSlot[],
  editing: boolean,
): Promise<FormData> {
  const form = new FormData();
  form.set('productName', values.productName);
  form.set('price', String(values.price));
  form.set('unit', values.unit);
  form.set('quantity', String(values.quantity));
  form.set('description', values.description);
  form.set('address', values.address);
  form.set('availability', values.availability);
  // An edit always sends the PIN code, blank to clear it: an update without the field keeps the listing's place.
  if (values.pincode || editing) form.set('pincode', values.pincode ?? '');
  // On an edit this renews the listing: the form says so beside the field.
  if (values.expiresInDays !== undefined) form.set('expiresInDays', String(values.expiresInDays));
  // The trade details go every time, blank for none: an update replaces the whole listing, so one left out is cleared.
  form.set('variety', values.variety ?? '');
  form.set('grade', values.grade ?? '');
  form.set('organic', values.organic ? 'true' : 'false');
  form.set('harvestedOn', values.harvestedOn ?? '');
  form.set('minOrderQuantity', values.minOrderQuantity === undefined ? '' : String(values.minOrderQuantity));
  // Left out, an update keeps the stored deadline; blank ends it.
  if (values.offersUntil !== undefined) form.set('offersUntil', values.offersUntil ?? '');
  if (editing) {
    const kept = slots.flatMap((slot) => (slot?.kind === 'existing' ? [slot.url] : []));
    form.set('existingImages', JSON.stringify(kept));
  }
  for (const slot of slots) {
    // One photo at a time: a cheap phone has little memory to spare for decoding four 12-megapixel photos at once.
    if (slot?.kind === 'new') form.append('images', await shrinkImage(slot.file));
  }
  return form;
}

/** /upload: 'Post New Crop', or with ?edit={id} the same form filled in for an update. */
export function UploadPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The new listing's address and PIN code start as the farmer's own.
  const { profile, isPending: profilePending } = useProfile();
  // A helper posting for a farmer starts from the farmer's address, never their own.
  const acting = useActingFor();
  const [params] = useSearchParams();
  const editParam = params.get('edit');
  const editing = editParam !== null;
  const product = useProduct(editParam ?? undefined);
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [progress, setProgress] = useState(0);
  const [serverError, setServerError] = useState<unknown>(null);

  async function submit(values: ProductFormValues, slots: ImageSlot[]): Promise<void> {
    if (editing && !editParam) {
      toast.error(t('toast.noProductId'));
      return;
    }
    setServerError(null);
    setProgress(0);
    setPhase('preparing');
    try {
      const form = await buildForm(values, slots, editing);
      setPhase('uploading');
      if (editing && editParam) await updateProduct(editParam, form, setProgress);
      else await createProduct(form, setProgress);
      toast.success(editing ? t('toast.productUpdated') : t('toast.productPosted'));
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['my-products'] });
      void queryClient.invalidateQueries({ queryKey: ['wishlist'] });
      void queryClient.invalidateQueries({ queryKey: chatContactsQueryKey });
      setPhase('idle');
      // Success ends edit mode: back to the profile, where My Products shows the listing; a helper goes home, where
      // the farmer's crops are.
      void navigate(acting ? paths.home : paths.profile, { replace: true });
    } catch (error) {
      setPhase('idle');
      setServerError(error);
      if (isApiError(error) && !error.isNetwork) {
        const detail = error.fields || !error.hasServerMessage ? '' : ` ${failureText(error, '')}`;
        toast.error(`${editing ? t('toast.productNotUpdated') : t('toast.productNotPosted')}${detail}`);
      } else {
        toast.error(t('toast.failedToSubmit'));
      }
    }
  }

  const title = editing ? t('upload.editTitle') : t('state.postNewCrop');
  let body;
  if (editing && !editParam) body = <StatusText tone="error">{t('toast.noProductId')}</StatusText>;
  // The form takes its defaults once, so it waits for what they come from (both are usually cached already).
  else if ((editing && product.isPending) || (!editing && !acting && profilePending))
    body = <StatusText>{t('state.loading')}</StatusText>;
  else if (editing && product.isError)
    body = <StatusText tone="error">{t('toast.failedToLoadProduct')}</StatusText>;
  else {
    body = (
      <ProductForm
        key={product.data?._id ?? 'new'}
        product={editing ? product.data : undefined}
        defaultAddress={acting ? acting.address : (profile?.address ?? '')}
        defaultPincode={acting ? (acting.pincode ?? '') : (profile?.location?.pincode ?? '')}
        phase={phase}
        progress={progress}
        serverError={serverError}
        onSubmit={(values, slots) => void submit(values, slots)}
        onCancel={() => void navigate(paths.profile)}
      />
    );
  }
  return (
    <Page title={title} intro={t('upload.intro')} width="narrow">
      {body}
    </Page>
  );
}
