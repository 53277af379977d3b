/**
 * The one-line mandi hints of a listing's price (the form's "Lasalgaon paid …" and "N% below Lasalgaon mandi, …"),
 * one lazily loaded chunk for both: they share the prices query, which then stays out of the first route.
 */
export { CropPriceHint } from './crop-price-hint';
export { MandiComparison } from './mandi-comparison';
