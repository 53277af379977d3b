import type { CropEntry } from './crop-types';
import { CEREALS_PULSES } from './crops-cereals-pulses';
import { FRUITS } from './crops-fruits';
import { SPICES_OILSEEDS_OTHER } from './crops-spices-oilseeds-other';
import { SPICES_OILSEEDS_OTHER_2 } from './crops-spices-oilseeds-other-2';
import { VEGETABLES } from './crops-vegetables';
import { VEGETABLES_2 } from './crops-vegetables-2';

/**
 * The whole crop vocabulary: every crop and produce kind, cereals and pulses first, then vegetables, fruits, spices,
 * oilseeds, fibres, plantation crops, dry fruits, flowers and other produce. crops-data.test.ts keeps it honest (one
 * key per crop, every name in its language's script, no word that names two crops).
 */
export const CROPS: readonly CropEntry[] = [
  ...CEREALS_PULSES,
  ...VEGETABLES,
  ...VEGETABLES_2,
  ...FRUITS,
  ...SPICES_OILSEEDS_OTHER,
  ...SPICES_OILSEEDS_OTHER_2,
];
