/**
 * The validation rules of the helpers' forms, kept apart from `VALIDATION` for the same reason as the listing rules
 * (listing-messages.ts): the web's first route bundles that object, and these texts are needed only by the helper's
 * screens. Same `validation.` keys; the texts are in helper-texts.ts.
 */
export const HELPER_VALIDATION_NAMES = ['organisationRequired', 'organisationMax', 'farmerIsYou'] as const;

export type HelperValidationName = (typeof HELPER_VALIDATION_NAMES)[number];

/** The locale keys of the helpers' rules, built without their texts. */
export const HELPER_VALIDATION_KEY = Object.fromEntries(
  HELPER_VALIDATION_NAMES.map((name) => [name, `validation.${name}`]),
) as { readonly [Name in HelperValidationName]: `validation.${Name}` };
