import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { GRADES, LISTING_DETAILS, todayInIndia, varietyName } from '@kisansetu/contract';
import type { Unit } from '@kisansetu/contract';
import { FieldError, TextField } from '@/components/ui';
import { errorText } from '@/lib/forms';
import { useTranslation } from '@/lib/i18n';
import { useFormatters } from '@/lib/use-formatters';
import type { ProductFields } from './product-form';

/** The form's trade-detail fields, by the names product/create and update take. */
export const DETAIL_FIELDS = ['variety', 'grade', 'organic', 'harvestedOn', 'minOrderQuantity'] as const;

/** The grade choices in the order a farmer reads them, "No grade" last. */
const GRADE_CHOICES = [...GRADES, ''] as const;

/** The earliest harvest day the contract takes, for the date picker (the server checks it anyway). */
function earliestHarvest(today: string): string {
  const back = LISTING_DETAILS.harvestedOnDaysBackMax * 86_400_000;
  return new Date(Date.parse(`${today}T00:00:00Z`) - back).toISOString().slice(0, 10);
}

/**
 * "More about this crop": variety (with the crop's known varieties to tap), grade A/B/C with what each means,
 * organic, harvest date and minimum order, folded into one line so the form is no longer for a farmer who skips them.
 * It opens by itself when one of them has an error to show.
 */
export function ListingDetailsFields({
  register,
  errors,
  unit,
  varieties,
  onVariety,
  open,
  onToggle,
}: {
  register: UseFormRegister<ProductFields>;
  errors: FieldErrors<ProductFields>;
  unit: Unit | '';
  /** The trade's names of the varieties to offer for the crop typed, shown in the reader's script. */
  varieties: readonly string[];
  onVariety: (variety: string) => void;
  open: boolean;
  onToggle: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const gradeErrorId = useId();
  const organicErrorId = useId();
  const today = todayInIndia();
  const hasError = DETAIL_FIELDS.some((name) => errors[name] !== undefined);
  const gradeError = errorText(errors.grade);
  const organicError = errorText(errors.organic);
  return (
    <details
      open={open || hasError}
      onToggle={(event) => onToggle(event.currentTarget.open)}
      className="rounded-lg border border-stone-300 bg-stone-50"
    >
      <summary className="cursor-pointer rounded-lg px-3 py-3 font-semibold text-stone-900">
        {t('listing.more')} <span className="font-normal text-stone-600">{t('common.optional')}</span>
        <span className="block text-sm font-normal text-stone-600">{t('listing.moreHint')}</span>
      </summary>
      <div className="flex flex-col gap-4 border-t border-stone-200 p-3">
        <div className="flex flex-col gap-2">
          <TextField
            label={t('listing.variety')}
            placeholder={t('listing.varietyPlaceholder')}
            autoComplete="off"
            error={errorText(errors.variety)}
            {...register('variety')}
          />
          {varieties.length > 0 ? (
            <div role="group" aria-label={t('listing.varietySuggestions')} className="flex flex-wrap gap-2">
              {varieties.map((variety) => {
                // The chip and the name it writes are in the reader's script: what the farmer taps is what is sent.
                const name = varietyName(variety, i18n.language);
                return (
                  <button
                    key={variety}
                    type="button"
                    className="min-h-11 rounded-full border border-stone-400 bg-white px-3 text-sm text-stone-900 hover:border-brand-700"
                    onClick={() => onVariety(name)}
                  >
                    {name}
                  </button>
                );
              })}
            </div>
          ) : null}
        </div>
        <fieldset className="flex flex-col gap-2" aria-describedby={gradeError ? gradeErrorId : undefined}>
          <legend className="mb-1 text-sm font-semibold text-stone-800">{t('listing.grade')}</legend>
          {GRADE_CHOICES.map((grade) => (
            <label
              key={grade || 'none'}
              className="flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border border-stone-400 bg-white px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                value={grade}
                className="mt-1 size-4 shrink-0 accent-brand-700"
                aria-invalid={gradeError ? true : undefined}
                {...register('grade')}
              />
              <span className="min-w-0">
                <span className="block font-semibold text-stone-900">
                  {grade ? t('card.grade', { grade }) : t('listing.gradeNone')}
                </span>
                <span className="block text-sm text-stone-700">
                  {grade ? t(`listing.gradeMeaning.${grade}`) : t('listing.gradeNoneMeaning')}
                </span>
              </span>
            </label>
          ))}
          <FieldError id={gradeErrorId} message={gradeError} />
        </fieldset>
        <div className="flex flex-col gap-1">
          <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-stone-400 bg-white px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50">
            <input
              type="checkbox"
              className="size-5 shrink-0 accent-brand-700"
              aria-invalid={organicError ? true : undefined}
              aria-describedby={organicError ? organicErrorId : undefined}
              {...register('organic')}
            />
            <span>{t('listing.organicChoice')}</span>
          </label>
          <FieldError id={organicErrorId} message={organicError} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="date"
            label={t('listing.harvestedOn')}
            max={today}
            min={earliestHarvest(today)}
            error={errorText(errors.harvestedOn)}
            {...register('harvestedOn')}
          />
          <TextField
            label={t('listing.minOrder')}
            inputMode="decimal"
            hint={
              unit === ''
                ? t('listing.minOrderHintAnyUnit')
                : t('listing.minOrderHint', { unit: format.unit(unit) })
            }
            error={errorText(errors.minOrderQuantity)}
            {...register('minOrderQuantity')}
          />
        </div>
      </div>
    </details>
  );
}
