import { useSyncExternalStore } from 'react';
import { useRootStore } from '@/lib/store';

/** A browser position rounded to 2 decimals (about 1 km): precise enough for "near me", not a doorstep. */
export interface Position {
  lat: number;
  lon: number;
}

/** Why the browser gave no position: refused by the person, not found, or no geolocation in this browser. */
export type PositionFailure = 'denied' | 'unavailable' | 'unsupported';

/*
 * The position lives only in this module's memory for the visit (ADR 0007: "used for the query and not
 * stored"): never in localStorage, the persisted store or the URL. A reload or logging out forgets it.
 */
let current: Position | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

export function roundCoordinate(value: number): number {
  return Math.round(value * 100) / 100;
}

export function getSessionPosition(): Position | null {
  return current;
}

/**
 * Keeps (or with null forgets) the visit's position. With `notify: false` the readers only see it when they next
 * render: a page that changes its URL at the same moment then asks the server once, not once per change.
 */
export function setSessionPosition(
  position: Position | null,
  { notify = true }: { notify?: boolean } = {},
): void {
  current = position ? { lat: roundCoordinate(position.lat), lon: roundCoordinate(position.lon) } : null;
  if (notify) emit();
}

/** Tells every reader about a position kept with `notify: false`. */
export function notifySessionPosition(): void {
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The position chosen with "Use my location" this visit, or null; re-renders when it changes. */
export function useSessionPosition(): Position | null {
  return useSyncExternalStore(subscribe, getSessionPosition, getSessionPosition);
}

// Someone else may use the phone after a logout: the position goes with the session.
useRootStore.subscribe((state, previous) => {
  if (previous.user && !state.user && current) setSessionPosition(null);
});

/**
 * Asks the browser for its position once (a coarse fix is enough and quicker on a cheap phone) and rounds it; the
 * caller decides when to keep it. Resolves with the failure instead of throwing, so the page can explain it.
 */
export function requestBrowserPosition(): Promise<Position | PositionFailure> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve('unsupported');
  return new Promise((resolve) => {
    try {
      geolocation.getCurrentPosition(
        (fix) =>
          resolve({ lat: roundCoordinate(fix.coords.latitude), lon: roundCoordinate(fix.coords.longitude) }),
        // 1 is GeolocationPositionError.PERMISSION_DENIED.
        (error) => resolve(error.code === 1 ? 'denied' : 'unavailable'),
        { enableHighAccuracy: false, timeout: 20_000, maximumAge: 10 * 60_000 },
      );
    } catch {
      resolve('unsupported');
    }
  });
}
