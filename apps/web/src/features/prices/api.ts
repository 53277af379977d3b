import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MandiPriceResponse } from '@kisansetu/contract';
import { call } from '@/lib/api-client';

/** The point to measure from: a listing's place, a PIN code, or neither (the signed-in person's own place). */
export interface MandiPlace {
  lat?: number;
  lon?: number;
  pincode?: string;
}

/** The product form's point: its PIN code once whole, else nothing (the server takes the signed-in farmer's place). */
export function mandiFormPlace(pincode: string | undefined): MandiPlace {
  return pincode && /^\d{6}$/.test(pincode) ? { pincode } : {};
}

export async function fetchMandiPrices(
  crop: string,
  place: MandiPlace,
  signal?: AbortSignal,
): Promise<MandiPriceResponse> {
  const { data } = await call('GET /price/mandi', { query: { crop, ...place }, signal });
  return data;
}

/**
 * The nearest markets' prices of `crop` around `place`. Nothing is fetched for a blank crop; an unknown crop (400)
 * is an error the callers show as nothing, so it is not retried. Prices change once a day: kept fresh for an hour.
 */
export function useMandiPrices(crop: string, place: MandiPlace, enabled = true) {
  const name = crop.trim();
  return useQuery({
    queryKey: ['prices', 'mandi', name.toLowerCase(), place.lat, place.lon, place.pincode] as const,
    queryFn: ({ signal }) => fetchMandiPrices(name, place, signal),
    enabled: enabled && name !== '',
    retry: false,
    staleTime: 60 * 60 * 1000,
  });
}

/** What the farmer typed once the typing pauses, so a crop name asks the server once, not at every letter. */
export function useSettled(value: string, delayMs = 500): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
