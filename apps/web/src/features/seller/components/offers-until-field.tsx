import { useId, useState } from 'react';
import type { Ref } from 'react';
import { LISTING_DETAILS } from '@kisansetu/contract';
import { Button, FieldError, SelectField, TextField } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import { useFormatters } from '@/lib/use-formatters';
import { hourText, indiaDayAfter, indiaDayHour, indiaTime } from '../offers-time';

/** The hour a deadline gets when a day is picked first: the evening, when a farmer has time to weigh the offers. */
const FIRST_HOUR = '18';

const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));

/** What the field starts with: a stored deadline still ahead, else nothing (a past one is not offered to keep). */
export function offersUntilDefault(offersUntil: string | null | undefined, now: number = Date.now()): string {
  if (!offersUntil || Date.parse(offersUntil) <= now) return '';
  const at = indiaDayHour(offersUntil);
  return at ? indiaTime(at.day, at.hour) : '';
}

/**
 * "Open for offers until": a day and an hour in India's time, sent as one ISO time with India's offset (the contract
 * checks it: ahead of now, at most 7 days). Blank is no deadline; on an edit, clearing it ends the deadline.
 */
export function OffersUntilField({
  value,
  onChange,
  error,
  closedAt,
  inputRef,
}: {
  /** ISO 8601 with India's offset, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** A stored deadline that has passed: said beside the field, which starts blank. */
  closedAt?: string | null | undefined;
  /** The day's box, which a refused submit focuses. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const errorId = useId();
  const [typed, setTyped] = useState(() => indiaDayHour(value) ?? { day: '', hour: '' });
  const invalid = error ? true : undefined;
  const describedBy = error ? errorId : undefined;

  function change(day: string, hour: string): void {
    setTyped({ day, hour });
    onChange(indiaTime(day, hour));
  }

  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-stone-300 p-3">
      <legend className="px-1 font-semibold text-stone-900">
        {t('offers.until')} <span className="font-normal text-stone-600">{t('common.optional')}</span>
      </legend>
      <p className="text-sm text-stone-700">{t('offers.untilHint')}</p>
      {closedAt ? (
        <p className="text-sm font-semibold text-stone-800">
          {t('offers.closedOn', { time: format.date(closedAt) })}
        </p>
      ) : null}
      {/* Side by side from 360 px; on a narrower phone the day's box needs the whole width for its picker. */}
      <div className="grid gap-2 min-[360px]:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <TextField
          ref={inputRef}
          type="date"
          label={t('offers.untilDay')}
          min={indiaDayAfter(0)}
          max={indiaDayAfter(LISTING_DETAILS.offersDaysMax)}
          value={typed.day}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => {
            const day = event.currentTarget.value;
            change(day, day !== '' && typed.hour === '' ? FIRST_HOUR : typed.hour);
          }}
        />
        <SelectField
          label={t('offers.untilHour')}
          placeholder={t('offers.chooseHour')}
          options={HOURS.map((hour) => ({ value: hour, label: hourText(Number(hour), i18n.language) }))}
          value={typed.hour}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => change(typed.day, event.currentTarget.value)}
        />
      </div>
      <FieldError id={errorId} message={error} />
      {typed.day !== '' || typed.hour !== '' ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={() => change('', '')}>
          {t('offers.noDeadline')}
        </Button>
      ) : null}
    </fieldset>
  );
}
