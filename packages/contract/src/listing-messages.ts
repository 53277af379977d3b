/**
 * The validation rules of a listing's trade details and of the list filters (richer listings), kept apart from
 * `VALIDATION`: the web's first route bundles that object for its sign-up and login forms, and these texts are
 * needed only by pages loaded later. Same `validation.` keys. The names are listed on their own so that the keys (which
 * the schemas use) can be built without the texts.
 */
export const LISTING_VALIDATION_NAMES = [
  'varietyMax',
  'gradeInvalid',
  'yesNoInvalid',
  'harvestedOnInvalid',
  'harvestedOnFuture',
  'harvestedOnTooOld',
  'minOrderNotNumber',
  'minOrderAboveQuantity',
  'categoryInvalid',
  'minPriceNotNumber',
  'minPriceAboveMax',
  'priceUnitInvalid',
  'offersUntilInvalid',
  'offersUntilPast',
  'offersUntilTooFar',
] as const;

export type ListingValidationName = (typeof LISTING_VALIDATION_NAMES)[number];

/** The locale keys of the listing rules, for the schemas' issues (built without the texts, see listing-texts.ts). */
export const LISTING_VALIDATION_KEY = Object.fromEntries(
  LISTING_VALIDATION_NAMES.map((name) => [name, `validation.${name}`]),
) as { readonly [Name in ListingValidationName]: `validation.${Name}` };
