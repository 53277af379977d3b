import { useSyncExternalStore } from 'react';
import { DATA_SAVER_COOKIE } from '@kisansetu/contract';
import { formatNumber } from './format';
import type { TFunction } from './i18n';

/**
 * Data saver: photos wait for a tap, and the app counts what that kept off the data pack this month. It is on by
 * itself when the phone asks to save data or is on a 2G-class network, until the person chooses in the menu; the
 * choice and the month's count stay on this phone (localStorage).
 */
const CHOICE_KEY = 'kisansetu.dataSaver';
const SAVED_KEY = 'kisansetu.dataSaved';

/** What Chromium's Network Information API says (Safari and Firefox have none: data saver is then off until chosen). */
interface PhoneConnection extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

const connection = (): PhoneConnection | undefined =>
  (navigator as Navigator & { connection?: PhoneConnection }).connection;

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, full): the choice lasts for this page only.
  }
}

/** This page's copy of the choice ('on', 'off'; '': none; null: not read yet). */
let chosen: string | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Whether the phone itself asks for less data: Save-Data (as scripts see it, or as the server saw it on the first
 * HTML), or a connection slower than 3G.
 */
export function phoneAsksToSaveData(): boolean {
  const network = connection();
  return (
    network?.saveData === true ||
    document.documentElement.dataset.saveData === 'on' ||
    /2g/.test(network?.effectiveType ?? '')
  );
}

/** Whether data saver is on: the person's choice, else what the phone asks for. */
export function dataSaverOn(): boolean {
  const choice = chosen ?? stored(CHOICE_KEY);
  return choice ? choice === 'on' : phoneAsksToSaveData();
}

/** The person's choice from the menu, which outlasts what the phone asks for; null follows the phone again. */
export function setDataSaver(on: boolean | null): void {
  chosen = on === null ? '' : on ? 'on' : 'off';
  store(CHOICE_KEY, chosen);
  // The server's first HTML of the next page shows the photos' stand-ins too (a phone that asks by itself also
  // sends Save-Data).
  document.cookie = `${DATA_SAVER_COOKIE}=${chosen};path=/;max-age=31536000;samesite=lax`;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  connection()?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    connection()?.removeEventListener('change', listener);
  };
}

/** Re-renders when data saver is switched, or when the network it follows changes. */
export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, dataSaverOn, () => false);
}

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** Bytes data saver kept off the data pack since the month began. */
export function savedThisMonth(): number {
  const [month, bytes] = (stored(SAVED_KEY) ?? '').split(' ');
  return month === thisMonth() ? Number(bytes) || 0 : 0;
}

/** Photos counted on this page, so a card drawn again is not counted twice, and a tap takes its bytes back. */
const counted = new Map<string, number>();

function addSaved(bytes: number): void {
  store(SAVED_KEY, `${thisMonth()} ${Math.max(0, savedThisMonth() + bytes)}`);
}

/** A photo shown only as its stand-in: its bytes count as saved, once a page. */
export function countSaved(photo: string, bytes: number): void {
  if (counted.has(photo) || bytes <= 0) return;
  counted.set(photo, bytes);
  addSaved(bytes);
}

/** A photo loaded after all (its tap): what it cost is no longer saved. */
export function countLoaded(photo: string): void {
  const bytes = counted.get(photo);
  if (bytes === undefined) return;
  counted.set(photo, 0);
  addSaved(-bytes);
}

/** 18 kB / 1.2 MB ('18 केबी' in Hindi), in the language's own digits and unit words: what a photo costs. */
export function formatBytes(bytes: number, language: string, t: TFunction): string {
  return bytes >= 1e6
    ? t('size.MB', { size: formatNumber(Math.round(bytes / 1e5) / 10, language) })
    : t('size.kB', { size: formatNumber(Math.max(1, Math.round(bytes / 1e3)), language) });
}
