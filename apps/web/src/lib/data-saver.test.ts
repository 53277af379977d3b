import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  countLoaded,
  countSaved,
  dataSaverOn,
  formatBytes,
  phoneAsksToSaveData,
  savedThisMonth,
  setDataSaver,
} from './data-saver';
import { changeLanguage, i18n } from './i18n';

/** Chromium's navigator.connection, as a phone on a given network reports it. */
function onNetwork(connection: { saveData?: boolean; effectiveType?: string } | undefined): void {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: connection === undefined ? undefined : Object.assign(new EventTarget(), connection),
  });
}

afterEach(() => {
  delete document.documentElement.dataset.saveData;
  onNetwork(undefined);
  setDataSaver(null);
  localStorage.clear();
  vi.useRealTimers();
});

describe('data saver', () => {
  it('is on by itself when the phone asks to save data or is on 2G, and off on 4G or without the API', () => {
    onNetwork({ saveData: true, effectiveType: '4g' });
    expect(dataSaverOn()).toBe(true);
    onNetwork({ effectiveType: '2g' });
    expect(dataSaverOn()).toBe(true);
    onNetwork({ effectiveType: 'slow-2g' });
    expect(phoneAsksToSaveData()).toBe(true);
    onNetwork({ effectiveType: '4g', saveData: false });
    expect(dataSaverOn()).toBe(false);
    onNetwork(undefined);
    expect(dataSaverOn()).toBe(false);
  });

  it('is on when the browser sent Save-Data with the first page, though it says nothing of it to scripts', () => {
    onNetwork(undefined);
    document.documentElement.dataset.saveData = 'on';
    expect(dataSaverOn()).toBe(true);
    setDataSaver(false);
    expect(dataSaverOn()).toBe(false);
  });

  it("keeps the person's choice over what the phone asks for, on this phone across reloads", () => {
    onNetwork({ saveData: true });
    setDataSaver(false);
    expect(dataSaverOn()).toBe(false);
    expect(localStorage.getItem('kisansetu.dataSaver')).toBe('off');
    onNetwork({ effectiveType: '4g' });
    setDataSaver(true);
    expect(dataSaverOn()).toBe(true);
    setDataSaver(null);
    expect(dataSaverOn()).toBe(false);
  });

  it('counts a held-back photo once, gives its bytes back when it is tapped, and starts again each month', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-10T10:00:00Z'));
    countSaved('/uploads/a.card.webp', 18_000);
    countSaved('/uploads/a.card.webp', 18_000);
    countSaved('/uploads/b.card.webp', 20_000);
    expect(savedThisMonth()).toBe(38_000);
    countLoaded('/uploads/b.card.webp');
    countLoaded('/uploads/b.card.webp');
    expect(savedThisMonth()).toBe(18_000);
    vi.setSystemTime(new Date('2026-12-01T10:00:00Z'));
    expect(savedThisMonth()).toBe(0);
    countSaved('/uploads/c.card.webp', 5_000);
    expect(savedThisMonth()).toBe(5_000);
  });

  it('says a size the way a data pack counts it', () => {
    expect(formatBytes(18_400, 'en', i18n.t)).toBe('18 kB');
    expect(formatBytes(300, 'en', i18n.t)).toBe('1 kB');
    expect(formatBytes(2_450_000, 'en', i18n.t)).toBe('2.5 MB');
  });

  it("says the unit in the reader's language, not a Latin kB", async () => {
    await changeLanguage('hi');
    try {
      expect(formatBytes(18_400, 'hi', i18n.t)).toBe('18 केबी');
      expect(formatBytes(2_450_000, 'hi', i18n.t)).toBe('2.5 एमबी');
    } finally {
      await changeLanguage('en');
    }
  });
});
