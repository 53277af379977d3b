import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { DEALS, reviewCreateSchema } from '@kisansetu/contract';
import type { ReviewCreateRequest } from '@kisansetu/contract';
import { Button, Dialog, FieldError, NetworkButton, TextAreaField } from '@/components/ui';
import { failureText } from '@/lib/error-text';
import { applyServerFieldErrors, contractResolver, errorText, formSubmit } from '@/lib/forms';
import { isolate, useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useCreateReview } from '../api';

interface ReviewFields {
  stars: string;
  text: string;
}

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * "Rate {name}": 1 to 5 stars (a radio group, big enough for a thumb) and an optional text, once per done deal. The
 * reader is told when others will see it (once the other side has rated too, or after 14 days).
 */
export function ReviewDialog({
  open,
  onClose,
  dealId,
  name,
}: {
  open: boolean;
  onClose: () => void;
  dealId: string;
  name: string;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const groupId = useId();
  const mutation = useCreateReview(dealId);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useForm<ReviewFields, unknown, ReviewCreateRequest>({
    resolver: contractResolver(reviewCreateSchema),
    mode: 'onChange',
    defaultValues: { stars: '', text: '' },
  });
  const chosen = Number(watch('stars') || 0);

  function close(): void {
    onClose();
    reset({ stars: '', text: '' });
    mutation.reset();
  }

  function submit(values: ReviewCreateRequest): void {
    mutation.mutate(values, {
      onSuccess: () => {
        toast.success(t('server.reviewCreated'));
        close();
      },
      onError: (error) => {
        if (applyServerFieldErrors(error, setError, ['stars', 'text'])) return;
        toast.error(failureText(error, t('deals.reviewFailed')));
      },
    });
  }

  const starsError = errorText(errors.stars);
  return (
    <Dialog
      open={open}
      onClose={close}
      title={<bdi>{t('deals.rate', { name: isolate(name) })}</bdi>}
      actions={
        <>
          <Button variant="ghost" onClick={close}>
            {t('common.cancel')}
          </Button>
          <NetworkButton type="submit" form={formId} disabled={mutation.isPending}>
            {mutation.isPending ? t('deals.sending') : t('deals.sendReview')}
          </NetworkButton>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={formSubmit(handleSubmit(submit))}
        className="flex flex-col gap-4"
      >
        <div className="flex flex-col">
          <p id={`${groupId}-legend`} className="mb-1 text-sm font-semibold text-stone-800">
            {t('deals.starsLegend')}
          </p>
          <div
            role="radiogroup"
            aria-labelledby={`${groupId}-legend`}
            aria-describedby={starsError ? `${groupId}-error` : undefined}
            className="flex flex-wrap gap-1"
          >
            {STARS.map((stars) => (
              <label
                key={stars}
                className="flex size-12 cursor-pointer items-center justify-center rounded-lg text-3xl has-focus-visible:ring-2 has-focus-visible:ring-brand-700"
              >
                <input
                  type="radio"
                  value={String(stars)}
                  className="sr-only"
                  aria-label={t('deals.starOption', { count: stars })}
                  aria-invalid={starsError ? true : undefined}
                  {...register('stars')}
                />
                <span aria-hidden="true" className={stars <= chosen ? 'text-amber-500' : 'text-stone-300'}>
                  ★
                </span>
              </label>
            ))}
          </div>
          <FieldError id={`${groupId}-error`} message={starsError} />
        </div>
        <TextAreaField
          label={
            <>
              {t('deals.reviewText')}{' '}
              <span className="font-normal text-stone-600">{t('common.optional')}</span>
            </>
          }
          rows={3}
          maxLength={DEALS.reviewTextMax}
          dir="auto"
          hint={t('deals.reviewHint', { name: isolate(name) })}
          error={errorText(errors.text)}
          {...register('text')}
        />
      </form>
    </Dialog>
  );
}
