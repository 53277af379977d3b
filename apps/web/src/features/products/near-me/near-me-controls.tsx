import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { RADIUS_KM, VALIDATION, pincodeField } from '@kisansetu/contract';
import type { NearMeOrigin, ProductSort } from '@kisansetu/contract';
import { Button, SelectField, TextField } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { translateMessage, useTranslation } from '@/lib/i18n';
import type { TFunction } from '@/lib/i18n';
import { nearMeChoiceFrom } from './near-me-params';
import { placeName } from './place';
import type { Position, PositionFailure } from './position';
import {
  notifySessionPosition,
  requestBrowserPosition,
  setSessionPosition,
  useSessionPosition,
} from './position';

export interface NearMeControlsProps {
  /** 'list' (/product: newest or nearest) or 'search' (/search: best match too). */
  mode: 'list' | 'search';
  /** The first page's `origin`: undefined while unknown, null when the server had no point to measure from. */
  origin: NearMeOrigin | null | undefined;
  /** The page query's failure, if any: a PIN code the server refused shows under the PIN box. */
  error: unknown;
}

const SORTS: Record<NearMeControlsProps['mode'], readonly ProductSort[]> = {
  list: ['newest', 'distance'],
  search: ['relevance', 'distance', 'newest'],
};

/** The PIN box's message for what was typed, from the contract's rule; undefined when it is fine or empty. */
function pincodeProblem(value: string): string | undefined {
  const parsed = pincodeField.safeParse(value);
  return parsed.success
    ? undefined
    : translateMessage(parsed.error.issues[0]?.message ?? VALIDATION.pincodeInvalid);
}

function originText(t: TFunction, origin: NearMeOrigin, pincode: string | undefined): string {
  const place = placeName(origin);
  if (origin.source === 'position') return t('near.fromPosition');
  if (origin.source === 'pincode') {
    return place
      ? t('near.fromPincodePlace', { pincode: pincode ?? '', place })
      : t('near.fromPincode', { pincode: pincode ?? '' });
  }
  return place ? t('near.fromProfile', { place }) : t('near.fromProfileNoPlace');
}

/**
 * Near-me controls of /product and /search: the sort, the radius, and the point to measure from (a PIN code, or the
 * browser's position for this visit only). Sort, radius and PIN code live in the URL, so a link can be shared and Back
 * undoes a choice; the position never goes into the URL or any storage.
 */
export function NearMeControls({ mode, origin, error }: NearMeControlsProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const choice = nearMeChoiceFrom(params);
  const position = useSessionPosition();
  const [locating, setLocating] = useState(false);
  const [failure, setFailure] = useState<PositionFailure | null>(null);
  const sort = choice.sort ?? SORTS[mode][0]!;

  /** A new history entry with the changed choice (so Back undoes it). False when the URL already says it. */
  function update(patch: Partial<Record<'sort' | 'radiusKm' | 'pincode', string | null>>): boolean {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined) continue;
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    const search = next.toString();
    if (search === params.toString()) return false;
    void navigate({ search: search ? `?${search}` : '' }, { preventScrollReset: true });
    return true;
  }

  // A point changed with the URL: the page renders the new URL with the new point in one go (it reads the point as
  // it renders), and the other readers hear of it once that render is in. One request, not one per change.
  const pointChanged = useRef(false);
  const search = params.toString();
  useEffect(() => {
    if (!pointChanged.current) return;
    pointChanged.current = false;
    notifySessionPosition();
  }, [search]);

  function changePoint(position: Position | null, patch: Parameters<typeof update>[0]): void {
    setSessionPosition(position, { notify: false });
    if (update(patch)) pointChanged.current = true;
    else notifySessionPosition();
  }

  /** A point was just given: unless a sort was chosen already, nearest first is what the person is after. */
  function sortForPoint(): 'distance' | undefined {
    return choice.sort ? undefined : 'distance';
  }

  async function locate(): Promise<void> {
    setFailure(null);
    setLocating(true);
    const result = await requestBrowserPosition();
    setLocating(false);
    if (typeof result === 'string') {
      setFailure(result);
      return;
    }
    // The position replaces a PIN code: one point at a time, and the box shows which.
    changePoint(result, { pincode: null, sort: sortForPoint() });
  }

  function applyPincode(pincode: string): void {
    setFailure(null);
    changePoint(null, { pincode, sort: pincode ? sortForPoint() : undefined });
  }

  const serverPinError =
    isApiError(error) && error.fields?.pincode ? translateMessage(error.fields.pincode) : undefined;
  // A PIN code the server could not place leaves the page without an origin.
  const unknownPin =
    !position && choice.pincode && origin === null ? translateMessage(VALIDATION.pincodeUnknown) : undefined;
  const wantsDistance = sort === 'distance' || choice.radiusKm !== undefined;

  let status: string | null = null;
  if (locating) status = t('near.locating');
  else if (failure) status = t(`near.${failure}`);
  else if (origin) status = originText(t, origin, choice.pincode);
  else if (origin === null && wantsDistance && !unknownPin && !serverPinError) status = t('near.needPoint');

  return (
    <section
      aria-labelledby="near-me-heading"
      className="mb-4 flex min-h-[15.5rem] flex-col gap-3 rounded-xl border border-stone-200 bg-white p-3 shadow-sm sm:min-h-[10.5rem] sm:p-4"
    >
      <h2 id="near-me-heading" className="sr-only">
        {t('near.controls')}
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[12rem_12rem_1fr] lg:items-start">
        <SelectField
          label={t('near.sort')}
          value={sort}
          options={SORTS[mode].map((value) => ({ value, label: t(`near.sort.${value}`) }))}
          onChange={(event) => update({ sort: event.target.value })}
        />
        <SelectField
          label={t('near.radius')}
          value={choice.radiusKm === undefined ? '' : String(choice.radiusKm)}
          options={[
            { value: '', label: t('near.radiusAny') },
            ...RADIUS_KM.map((km) => ({ value: String(km), label: t('near.radiusKm', { km }) })),
          ]}
          onChange={(event) => update({ radiusKm: event.target.value || null })}
        />
        <PincodeForm
          key={choice.pincode ?? ''}
          initial={position ? '' : (choice.pincode ?? '')}
          error={serverPinError ?? unknownPin}
          onPincode={applyPincode}
          className="col-span-2 lg:col-span-1"
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          onClick={() => void locate()}
          disabled={locating}
          aria-busy={locating || undefined}
        >
          <svg
            viewBox="0 0 24 24"
            className="size-4"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="12" cy="12" r="4" />
            <path d="M12 2v3m0 14v3M2 12h3m14 0h3" />
          </svg>
          {t('near.useLocation')}
        </Button>
        {position || choice.pincode ? (
          <Button variant="ghost" onClick={() => applyPincode('')}>
            {t('near.clearPoint')}
          </Button>
        ) : null}
        <span className="text-sm text-stone-600">{t('near.privacy')}</span>
      </div>
      <p role="status" className="min-h-6 font-medium text-stone-800">
        {status}
      </p>
    </section>
  );
}

/** The PIN box: checked as typed with the contract's rule, applied with its button (or Enter). */
function PincodeForm({
  initial,
  error,
  onPincode,
  className,
}: {
  initial: string;
  error: string | undefined;
  onPincode: (pincode: string) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | undefined>();

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const trimmed = value.trim();
    const found = trimmed ? pincodeProblem(trimmed) : undefined;
    setProblem(found);
    if (!found) onPincode(trimmed);
  }

  return (
    <form noValidate onSubmit={submit} className={`flex items-start gap-2 ${className ?? ''}`}>
      <TextField
        label={t('near.pincode')}
        inputMode="numeric"
        autoComplete="postal-code"
        enterKeyHint="go"
        maxLength={6}
        placeholder={t('near.pincodePlaceholder')}
        value={value}
        error={problem ?? (value.trim() === initial ? error : undefined)}
        onChange={(event) => {
          setValue(event.target.value);
          setProblem(event.target.value.trim() ? pincodeProblem(event.target.value) : undefined);
        }}
        wrapperClassName="min-w-0 flex-1"
      />
      <Button type="submit" variant="outline" className="mt-6 shrink-0">
        {t('near.setPincode')}
      </Button>
    </form>
  );
}
