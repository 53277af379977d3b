import type { Location } from '@kisansetu/contract';
import type { TFunction } from '@/lib/i18n';

/** "Nashik Road, Nashik, Maharashtra": the named parts of a place, each once; null when none is known. */
export function placeName(place: Pick<Location, 'place' | 'district' | 'state'>): string | null {
  const parts: string[] = [];
  for (const part of [place.place, place.district, place.state]) {
    const text = part?.trim();
    if (text && !parts.some((seen) => seen.toLowerCase() === text.toLowerCase())) parts.push(text);
  }
  return parts.length > 0 ? parts.join(', ') : null;
}

/** "Near Nashik, Maharashtra" for a listing or a person with a resolved location, else null. */
export function nearPlaceText(
  t: TFunction,
  location: Pick<Location, 'place' | 'district' | 'state'> | null,
): string | null {
  const name = location ? placeName(location) : null;
  return name ? t('near.placeNear', { place: name }) : null;
}

/** The most precise named part of a place ('Nashik Road'), for a short label; null when none is known. */
export function shortPlaceName(place: Pick<Location, 'place' | 'district' | 'state'>): string | null {
  for (const part of [place.place, place.district, place.state]) {
    const text = part?.trim();
    if (text) return text;
  }
  return null;
}
