/**
 * The crops offered as one-tap choices on /prices: the staples most traded at the mandis (and the demo's sample
 * prices). Their names are locale keys `crop.<key>`, kept equal to the crop vocabulary's names by a test.
 */
export const COMMON_CROPS = ['onion', 'tomato', 'potato', 'wheat', 'rice', 'maize'] as const;
export type CommonCrop = (typeof COMMON_CROPS)[number];
