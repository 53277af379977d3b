import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { LIMITS, RADIUS_KM, VALIDATION_KEY, pincodeField } from '@kisansetu/contract';
import type { NearMeOrigin } from '@kisansetu/contract';
import { Button, SelectField, TextField } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { translateMessage, useTranslation } from '@/lib/i18n';
import type { TFunction } from '@/lib/i18n';
import { nearMeChoiceFrom, placeFrom } from './near-me-params';
import { placeName } from './place';
import type { Position, PositionFailure } from './position';
import {
  notifySessionPosition,
  requestBrowserPosition,
  setSessionPosition,
  useSessionPosition,
} from './position';
import type { NearMePatch } from './use-near-me-update';
import { useNearMeUpdate } from './use-near-me-update';
import { LocateIcon } from '@/components/icons';

export interface NearMeControlsProps {
  /** 'list' (/product: newest or nearest) or 'search' (/search: best match too). */
  mode: 'list' | 'search';
  /** The first page's `origin`: undefined while unknown, null when the server had no point to measure from. */
  origin: NearMeOrigin | null | undefined;
  /** The page query's failure, if any: a PIN code the server refused shows under the PIN box. */
  error: unknown;
  /** A point was set (a PIN code applied, the browser's position found): the sheet closes and the results show. */
  onApplied?: () => void;
  /**
   * The id the PIN box's form takes, so that the sheet's 'Show results' (a submit button of that form) applies a PIN
   * code or place typed but not yet applied before it closes, through `onFinish`.
   */
  formId?: string;
  /** The person is done ('Show results'): called once what they typed is in the URL, or at once when nothing was. */
  onFinish?: () => void;
}

/** The PIN box's message for what was typed, from the contract's rule; undefined when it is fine or empty. */
function pincodeProblem(value: string): string | undefined {
  const parsed = pincodeField.safeParse(value);
  return parsed.success
    ? undefined
    : translateMessage(parsed.error.issues[0]?.message ?? VALIDATION_KEY.pincodeInvalid);
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
 * The "Where" controls of /product and /search, shown in the bottom sheet of the where chip: the point to measure from
 * (the browser's position for this visit only, or a PIN code; on /search a place name too) and the radius. The order
 * is the sort chip's alone. Radius, PIN code and place live in the URL, so a link can be shared and Back undoes a
 * choice; the position never goes into the URL or any storage. A radius applies as it is chosen.
 */
export function NearMeControls({ mode, origin, error, onApplied, formId, onFinish }: NearMeControlsProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const update = useNearMeUpdate();
  const choice = nearMeChoiceFrom(params);
  const position = useSessionPosition();
  const [locating, setLocating] = useState(false);
  const [failure, setFailure] = useState<PositionFailure | null>(null);
  const place = mode === 'search' ? placeFrom(params) : '';

  // A point changed with the URL: the page renders the new URL with the new point in one go (it reads the point as
  // it renders), and the other readers hear of it once that render is in. One request, not one per change. Closing
  // the sheet waits for that render too: closing it sooner would render the page with the new point and the old URL.
  const pointChanged = useRef<{ then: (() => void) | undefined } | null>(null);
  const search = params.toString();
  useEffect(() => {
    const changed = pointChanged.current;
    if (!changed) return;
    pointChanged.current = null;
    notifySessionPosition();
    changed.then?.();
  }, [search]);

  /** Keeps the point and writes the URL; `then` runs once the page has the new URL (closing the sheet, say). */
  function changePoint(position: Position | null, patch: NearMePatch, then: (() => void) | undefined): void {
    setSessionPosition(position, { notify: false });
    if (update(patch)) {
      pointChanged.current = { then };
      return;
    }
    notifySessionPosition();
    then?.();
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
    // The position replaces a PIN code (one point at a time); a place stays, as it narrows rather than measures.
    changePoint(result, { pincode: null, sort: sortForPoint() }, onApplied);
  }

  /**
   * A PIN code measures distances; on /search any other words are a place the results must be in. `finish`: the
   * person is done as well ('Show results').
   */
  function applyWhere(where: { pincode: string } | { place: string }, finish = false): void {
    setFailure(null);
    if ('place' in where) {
      const set = where.place !== '';
      changePoint(
        position,
        { pincode: null, address: where.place },
        finish ? onFinish : set ? onApplied : undefined,
      );
      return;
    }
    const { pincode } = where;
    const address = mode === 'search' ? null : undefined;
    const then = finish ? onFinish : pincode !== '' ? onApplied : undefined;
    changePoint(null, { pincode, address, sort: pincode ? sortForPoint() : undefined }, then);
  }

  const serverPinError =
    isApiError(error) && error.fields?.pincode ? translateMessage(error.fields.pincode) : undefined;
  // A PIN code the server could not place leaves the page without an origin.
  const unknownPin =
    !position && choice.pincode && origin === null
      ? translateMessage(VALIDATION_KEY.pincodeUnknown)
      : undefined;
  const wantsDistance = choice.sort === 'distance' || choice.radiusKm !== undefined;

  let status: string | null = null;
  if (locating) status = t('near.locating');
  else if (failure) status = t(`near.${failure}`);
  else if (origin) status = originText(t, origin, choice.pincode);
  else if (origin === null && wantsDistance && !unknownPin && !serverPinError) status = t('near.needPoint');

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <Button
          variant="outline"
          onClick={() => void locate()}
          disabled={locating}
          aria-busy={locating || undefined}
          className="w-full"
        >
          <LocateIcon />
          {t('near.useLocation')}
        </Button>
        <span className="text-sm text-stone-600">{t('near.privacy')}</span>
      </div>
      <PincodeForm
        key={`${choice.pincode ?? ''}|${place}`}
        initial={choice.pincode && !position ? choice.pincode : place}
        acceptsPlace={mode === 'search'}
        error={serverPinError ?? unknownPin}
        onWhere={applyWhere}
        id={formId}
        onUnchanged={onFinish}
      />
      {position || choice.pincode || place ? (
        <Button variant="ghost" onClick={() => applyWhere({ pincode: '' })} className="self-start">
          {t('near.clearPoint')}
        </Button>
      ) : null}
      <SelectField
        label={t('near.radius')}
        value={choice.radiusKm === undefined ? '' : String(choice.radiusKm)}
        options={[
          { value: '', label: t('near.radiusAny') },
          ...RADIUS_KM.map((km) => ({ value: String(km), label: t('near.radiusKm', { km }) })),
        ]}
        onChange={(event) => update({ radiusKm: event.target.value || null })}
      />
      <p role="status" className="min-h-6 font-medium text-stone-800">
        {status}
      </p>
    </div>
  );
}

/** Digits are a PIN code being typed (checked by the contract's rule); anything else is a place name. */
const looksLikePincode = (text: string) => /^[\d\s]+$/.test(text);

/** Whether a form was sent by a button other than its own (the sheet's 'Show results', tied to it by `form`). */
const sentFromOutside = (event: FormEvent<HTMLFormElement>): boolean => {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return submitter !== null && submitter !== undefined && !event.currentTarget.contains(submitter);
};

/**
 * The PIN box (on /search "PIN code or place"): a PIN code is checked as typed with the contract's rule; applied with
 * its button (or Enter), or by 'Show results', which applies what was typed and finishes (or only finishes when the
 * box says what is already applied). A PIN code the rule refuses keeps the sheet open with its message.
 */
function PincodeForm({
  id,
  initial,
  acceptsPlace,
  error,
  onWhere,
  onUnchanged,
  className,
}: {
  id?: string | undefined;
  initial: string;
  acceptsPlace: boolean;
  error: string | undefined;
  onWhere: (where: { pincode: string } | { place: string }, finish: boolean) => void;
  onUnchanged?: (() => void) | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | undefined>();

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const finish = sentFromOutside(event);
    const trimmed = value.trim();
    if (finish && trimmed === initial.trim()) {
      onUnchanged?.();
      return;
    }
    if (acceptsPlace && trimmed && !looksLikePincode(trimmed)) {
      setProblem(undefined);
      onWhere({ place: trimmed }, finish);
      return;
    }
    const found = trimmed ? pincodeProblem(trimmed) : undefined;
    setProblem(found);
    if (!found) onWhere({ pincode: trimmed }, finish);
  }

  const checkAsTyped = (text: string) =>
    text.trim() && (!acceptsPlace || looksLikePincode(text.trim())) ? pincodeProblem(text) : undefined;

  return (
    <form id={id} noValidate onSubmit={submit} className={`flex items-start gap-2 ${className ?? ''}`}>
      <TextField
        label={acceptsPlace ? t('where.pincodeOrPlace') : t('near.pincode')}
        inputMode={acceptsPlace ? 'text' : 'numeric'}
        autoComplete={acceptsPlace ? 'off' : 'postal-code'}
        enterKeyHint="go"
        maxLength={acceptsPlace ? LIMITS.addressMax : 6}
        placeholder={acceptsPlace ? t('where.pincodeOrPlacePlaceholder') : t('near.pincodePlaceholder')}
        value={value}
        error={problem ?? (value.trim() === initial ? error : undefined)}
        onChange={(event) => {
          setValue(event.target.value);
          setProblem(checkAsTyped(event.target.value));
        }}
        wrapperClassName="min-w-0 flex-1"
      />
      <Button type="submit" variant="outline" className="mt-6 shrink-0">
        {t('near.setPincode')}
      </Button>
    </form>
  );
}
