import type { TranslationKey } from '@/locales/keys';

/**
 * The crops offered as one-tap choices on /prices: the staples most traded at the mandis (and the demo's sample
 * prices), as the crop vocabulary's keys. Their names are the locale keys `crop.<Name>` the home page's chips use too,
 * kept equal to the vocabulary's names in every language by locales/crop-names.test.ts.
 */
export const COMMON_CROPS = ['onion', 'tomato', 'potato', 'wheat', 'rice', 'maize'] as const;
export type CommonCrop = (typeof COMMON_CROPS)[number];

/** Each common crop's name key (checked against the English table by the type). */
export const COMMON_CROP_NAMES = {
  onion: 'crop.Onion',
  tomato: 'crop.Tomato',
  potato: 'crop.Potato',
  wheat: 'crop.Wheat',
  rice: 'crop.Rice',
  maize: 'crop.Maize',
} as const satisfies Record<CommonCrop, TranslationKey>;

/** The locale key of a crop's name: 'onion' → 'crop.Onion'. */
export function cropNameKey(key: string): `crop.${string}` {
  return `crop.${key.charAt(0).toUpperCase()}${key.slice(1)}`;
}
