import type { PublicPlace } from '@kisansetu/contract';

/** "Nashik Road, Nashik, Maharashtra": the named parts of a place, each once; null when none is known. */
export function placeName(place: PublicPlace): string | null {
  const parts: string[] = [];
  for (const part of [place.place, place.district, place.state]) {
    const text = part?.trim();
    if (text && !parts.some((seen) => seen.toLowerCase() === text.toLowerCase())) parts.push(text);
  }
  return parts.length > 0 ? parts.join(', ') : null;
}
