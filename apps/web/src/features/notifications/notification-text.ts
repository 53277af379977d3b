import type { Notification } from '@kisansetu/contract';
import type { TFunction } from '@/lib/i18n';

/**
 * A notification's title and body in the reader's language, from its kind and params (the server's `title`/`body` are
 * English). A unit param is translated too ('quintal' → 'क्विंटल').
 */
export function notificationText(t: TFunction, notification: Notification): { title: string; body: string } {
  const { unit, ...rest } = notification.params;
  const values = { ...rest, ...(typeof unit === 'string' ? { unit: translateUnit(t, unit) } : {}) };
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
