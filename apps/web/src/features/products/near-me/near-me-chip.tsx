import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { VALIDATION_KEY } from '@kisansetu/contract';
import type { NearMeOrigin } from '@kisansetu/contract';
import { BottomSheet, Button } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { translateMessage, useTranslation } from '@/lib/i18n';
import type { TFunction } from '@/lib/i18n';
import type { NearMeControlsProps } from './near-me-controls';
import type { NearMeChoice } from './near-me-params';
import { nearMeChoiceFrom, placeFrom } from './near-me-params';
import { NearMeSection } from './near-me-section';
import { shortPlaceName } from './place';
import { useSessionPosition } from './position';
import { ChevronDownIcon, PinIcon } from '@/components/icons';

export interface NearMeChipProps extends Omit<NearMeControlsProps, 'onApplied'> {
  /** A choice was applied from the sheet (a point set, or 'Show results'): the page brings its results into view. */
  onApplied: () => void;
}

/** Characters of a typed place the chip shows whole; a longer one is cut to its first part. */
const CHIP_PLACE_MAX = 18;

/**
 * A typed place as the chip says it, a line or two on a phone: its first two parts when they are short ('Rampur,
 * Karnal': the district is what tells a village from its namesakes), else its first part ('Andheri East' of
 * 'Andheri East, Mumbai').
 */
function chipPlace(place: string): string {
  const parts = place
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const firstTwo = parts.slice(0, 2).join(', ');
  if (firstTwo === '') return place;
  return firstTwo.length <= CHIP_PLACE_MAX ? firstTwo : parts[0]!;
}

/** Where, in two or three words: 'Near Nashik', 'Near you', 'PIN 422003', 'In Andheri', 'Anywhere'. */
function pointText(
  t: TFunction,
  choice: NearMeChoice,
  hasPosition: boolean,
  origin: NearMeOrigin | null | undefined,
  place: string,
): string {
  if (hasPosition || origin?.source === 'position') return t('nearChip.nearYou');
  if (place && !choice.pincode) return t('where.inPlace', { place: chipPlace(place) });
  if (origin) {
    const place = shortPlaceName(origin);
    if (place) return t('near.placeNear', { place });
    if (origin.source === 'profile') return t('nearChip.nearYourAddress');
  }
  if (choice.pincode) return t('nearChip.pincode', { pincode: choice.pincode });
  return t('nearChip.anywhere');
}

/** 'Near Nashik · 50 km', 'Anywhere': the page's whole where choice on one line (the order is the sort chip's). */
export function nearMeSummary(
  t: TFunction,
  choice: NearMeChoice,
  hasPosition: boolean,
  origin: NearMeOrigin | null | undefined,
  place = '',
): string {
  const parts = [pointText(t, choice, hasPosition, origin, place)];
  if (choice.radiusKm !== undefined) parts.push(t('nearChip.km', { km: choice.radiusKm }));
  return parts.join(' · ');
}

// The sheet's controls are their own chunk (they check a PIN code with zod): fetched as a finger or the keyboard
// reaches the chip, so they are usually in by the time the sheet opens.
const preloadControls = () => void import('./near-me-controls');

/**
 * Where, on /product and /search, as one chip (48 px, one line on a 360 px phone) that opens a bottom sheet with the
 * controls: 'Use my location', the PIN code (on /search, or a place) and the distance. The only place for where: the
 * order is the sort chip's, the search box takes only the crop.
 */
export function NearMeChip({ mode, origin, error, onApplied }: NearMeChipProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const choice = nearMeChoiceFrom(params);
  const position = useSessionPosition();
  const [open, setOpen] = useState(false);
  const problemId = useId();
  const whereFormId = useId();
  const place = mode === 'search' ? placeFrom(params) : '';
  const summary = nearMeSummary(t, choice, position !== null, origin, place);

  function apply(): void {
    setOpen(false);
    onApplied();
  }

  // A PIN code the server refused or could not place: said under the chip too, or it would only be in the sheet.
  const pinProblem =
    isApiError(error) && error.fields?.pincode
      ? translateMessage(error.fields.pincode)
      : !position && choice.pincode && origin === null
        ? translateMessage(VALIDATION_KEY.pincodeUnknown)
        : undefined;

  return (
    <div className="mb-3">
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-describedby={pinProblem ? problemId : undefined}
        onClick={() => setOpen(true)}
        onPointerDown={preloadControls}
        onFocus={preloadControls}
        className="inline-flex min-h-12 max-w-full items-center gap-2 rounded-3xl border border-brand-700 bg-white px-4 py-1 font-semibold text-brand-800 shadow-sm hover:bg-brand-50"
      >
        <PinIcon className="size-5 shrink-0" />
        <span className="sr-only">{t('where.title')}: </span>
        <span className="min-w-0 text-start wrap-anywhere">{summary}</span>
        <ChevronDownIcon />
      </button>
      {pinProblem ? (
        <p id={problemId} className="mt-1 text-sm font-medium text-red-700">
          {pinProblem}
        </p>
      ) : null}
      <BottomSheet
        open={open}
        title={t('where.title')}
        onClose={() => setOpen(false)}
        footer={
          // A submit button of the PIN box's form: a PIN code typed but not applied is applied, not lost. While the
          // controls' code is still on its way there is no form, and the button only closes the sheet.
          <Button
            type="submit"
            form={whereFormId}
            size="lg"
            className="w-full"
            onClick={() => {
              if (!document.getElementById(whereFormId)) apply();
            }}
          >
            {t('nearChip.showResults')}
          </Button>
        }
      >
        {/* Applying a PIN code or the location keeps the sheet open: the distance is the next thing to choose, and
            only 'Show results' says the person is done. */}
        <NearMeSection mode={mode} origin={origin} error={error} formId={whereFormId} onFinish={apply} />
      </BottomSheet>
    </div>
  );
}
