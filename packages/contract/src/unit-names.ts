import type { Unit } from './constants';

/**
 * The English names of the units, as a notification's `{{unit}}` reads and as the web's `unit.<id>` shows them. In their
 * own module, not beside the notification texts, because the web's English core (its first route) takes them and
 * the texts would ride along.
 */
export const UNIT_NAMES: Record<Unit, string> = {
  kg: 'kg',
  quintal: 'quintal',
  ton: 'ton',
  liters: 'litre',
  pieces: 'piece',
};
