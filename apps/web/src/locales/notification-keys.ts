import type { NotificationKind, NotificationTexts, Unit } from '@kisansetu/contract';

/** A unit's name by its web key: 'unit.quintal'. */
export type UnitKey = `unit.${Unit}`;
/** The web keys of the contract's notification texts and unit names: 'notification.wishlist_sold.title', 'unit.kg'. */
export type NotificationKey = `notification.${NotificationKind}.${'title' | 'body'}` | UnitKey;

/**
 * The units' names under their web keys, apart because English bundles them with its first route but not its
 * notification texts.
 */
export function unitKeys(units: Readonly<Record<Unit, string>>): Record<UnitKey, string> {
  return Object.fromEntries(Object.entries(units).map(([unit, name]) => [`unit.${unit}`, name])) as Record<
    UnitKey,
    string
  >;
}

/**
 * One language's notification texts and unit names under the web's keys, taken from the contract (what the server
 * pushes), so that each language's table spreads them rather than copying them key by key.
 */
export function notificationKeys(
  texts: NotificationTexts,
  units: Readonly<Record<Unit, string>>,
): Record<NotificationKey, string> {
  const kinds = Object.entries(texts).flatMap(([kind, { title, body }]) => [
    [`notification.${kind}.title`, title],
    [`notification.${kind}.body`, body],
  ]);
  return { ...(Object.fromEntries(kinds) as Record<NotificationKey, string>), ...unitKeys(units) };
}
