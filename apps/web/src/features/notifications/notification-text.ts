import type { Notification } from '@kisansetu/contract';
import type { TFunction } from '@/lib/i18n';

/**
 * A notification's title and body in the reader's language, from its kind and params (the server's `title`/`body` are
 * English). A unit param is translated too ('quintal' → 'क्विंटल'), numbers are grouped as everywhere else
 * (₹1,700, 1,20,000 kg), and a `stars` param (the server's average, or blank without reviews) reads " (★4.6)" or
 * nothing, since the texts put it straight after a name.
 */
export function notificationText(
  t: TFunction,
  notification: Notification,
  formatNumber: (value: number) => string,
): { title: string; body: string } {
  const { unit, stars, ...rest } = notification.params;
  const grouped = Object.fromEntries(
    Object.entries(rest).map(([name, value]) => [
      name,
      typeof value === 'number' ? formatNumber(value) : value,
    ]),
  );
  const values = {
    ...grouped,
    ...(typeof unit === 'string' ? { unit: translateUnit(t, unit) } : {}),
    ...(stars === undefined ? {} : { stars: starsText(stars, formatNumber) }),
  };
  return {
    title: t(`notification.${notification.kind}.title`, values),
    body: t(`notification.${notification.kind}.body`, values),
  };
}

function translateUnit(t: TFunction, unit: string): string {
  switch (unit) {
    case 'kg':
    case 'quintal':
    case 'ton':
    case 'liters':
    case 'pieces':
      return t(`unit.${unit}`);
    default:
      return unit;
  }
}

/** " (★4.6)" after a name, or nothing when the person has no stars to show yet (the server sends ''). */
function starsText(stars: string | number, formatNumber: (value: number) => string): string {
  const average = typeof stars === 'number' ? stars : stars.trim() === '' ? Number.NaN : Number(stars);
  return Number.isFinite(average) ? ` (★${formatNumber(average)})` : '';
}
