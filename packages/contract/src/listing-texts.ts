import type { ListingValidationName } from './listing-messages';

/** The English texts of the listing rules (listing-messages.ts), in their own module so that a bundle using only the keys leaves them out. */
export const LISTING_VALIDATION: Readonly<Record<ListingValidationName, string>> = {
  varietyMax: 'Variety must be at most 60 characters',
  gradeInvalid: 'Choose grade A, B or C',
  yesNoInvalid: 'Choose yes or no',
  harvestedOnInvalid: 'Enter the harvest date',
  harvestedOnFuture: 'The harvest date cannot be in the future',
  harvestedOnTooOld: 'The harvest date must be within the last 2 years',
  minOrderNotNumber: 'Minimum order must be a number',
  minOrderAboveQuantity: 'Minimum order cannot be more than the quantity',
  categoryInvalid: 'Choose a category from the list',
  minPriceNotNumber: 'Minimum price must be a number',
  minPriceAboveMax: 'Minimum price cannot be more than the maximum',
  priceUnitInvalid: 'Choose kg, quintal, ton, liters or pieces',
  offersUntilInvalid: 'Enter a date and hour',
  offersUntilPast: 'Choose a time later than now',
  offersUntilTooFar: 'Offers can stay open for at most 7 days',
};
