import type { HelperValidationName } from './helper-messages';

/** The English texts of the helpers' rules (helper-messages.ts), in their own module so a bundle using only the keys leaves them out. */
export const HELPER_VALIDATION: Readonly<Record<HelperValidationName, string>> = {
  organisationRequired: 'Organisation name is required',
  organisationMax: 'Organisation name must be at most 100 characters',
  farmerIsYou: "This is your own number. Enter the farmer's number.",
};
