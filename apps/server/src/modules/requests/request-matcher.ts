import {
  BUY_REQUESTS,
  pricePerKgOf,
  type NotificationKind,
  type NotificationParams,
  type Unit,
} from '@kisansetu/contract';
import { loggableError, type LoggableError } from '../../lib/loggable-error';
import type { BuyRequestRow, RequestsRepository } from './requests.repository';
import { createBackgroundWork } from '../../lib/background-work';

/** A listing as the products module has it after a write (ProductWithSeller fits). */
export interface ListingForRequests {
  id: string;
  sellerId: string;
  productName: string;
  price: number;
  unit: Unit;
  quantity: number;
  address: string;
  crop: string | null;
  lat: number | null;
  lon: number | null;
}

export interface RequestMatcherDeps {
  requests: RequestsRepository;
  notify: (
    userId: string,
    kind: NotificationKind,
    params: NotificationParams,
    link: string,
    options?: { dedupeKey?: string },
  ) => Promise<unknown>;
  onError: (error: LoggableError, what: string) => void;
}

/**
 * The listing's price is within the request's budget, compared per the same amount (₹20/kg fits ₹2,500/quintal).
 * Units that do not compare (kg and litres) never fit a budget; a request without one takes any price.
 */
export function fitsBudget(
  listing: { price: number; unit: Unit },
  request: { maxPrice: number | null; unit: Unit },
): boolean {
  if (request.maxPrice === null) return true;
  if (listing.unit === request.unit) return listing.price <= request.maxPrice;
  const offered = pricePerKgOf(listing.price, listing.unit);
  const budget = pricePerKgOf(request.maxPrice, request.unit);
  if (offered === undefined || budget === undefined) return false;
  return offered <= budget;
}

/**
 * Matching both ways, run in the background after the write that caused it and never holding up its
 * answer: a new request tells the farmers who listed its crop nearby in the last 60 days, once a farmer a request; a
 * new listing tells the buyers whose open requests it fits, once a buyer a listing. `idle()` lets the app finish them
 * before it closes the database.
 */
export function createRequestMatcher({ requests, notify, onError }: RequestMatcherDeps) {
  const background = createBackgroundWork((error, what) => onError(loggableError(error), what));
  const inBackground = background.run;

  /** Notifies the farmers near a new request; resolves to how many were told. */
  async function tellFarmers(request: BuyRequestRow): Promise<number> {
    if (request.crop === null || request.lat === null || request.lon === null) return 0;
    const farmers = await requests.farmersNear({
      crop: request.crop,
      point: { lat: request.lat, lon: request.lon },
      radiusKm: request.radiusKm,
      days: BUY_REQUESTS.matchListingDays,
      buyerId: request.buyerId,
    });
    const params = {
      productName: request.productName,
      quantity: request.quantity,
      unit: request.unit,
      address: request.address,
      ...(request.maxPrice === null ? {} : { price: request.maxPrice }),
    };
    await Promise.all(
      farmers.map((farmerId) =>
        notify(farmerId, 'request_match', params, `/requests/${request.id}`, {
          dedupeKey: `request:${request.id}`,
        }),
      ),
    );
    return farmers.length;
  }

  /** Notifies the buyers whose open requests a new listing fits; resolves to how many requests it fits. */
  async function tellBuyers(listing: ListingForRequests): Promise<number> {
    if (listing.crop === null || listing.lat === null || listing.lon === null) return 0;
    const open = await requests.openForCropNear({
      crop: listing.crop,
      point: { lat: listing.lat, lon: listing.lon },
      sellerId: listing.sellerId,
    });
    const fitting = open.filter((request) => fitsBudget(listing, request));
    const buyers = [...new Set(fitting.map((request) => request.buyerId))];
    await Promise.all(
      buyers.map((buyerId) =>
        notify(
          buyerId,
          'request_match',
          {
            productName: listing.productName,
            quantity: listing.quantity,
            unit: listing.unit,
            address: listing.address,
            price: listing.price,
          },
          `/description/${listing.id}`,
          // Once a buyer a listing, however many of their requests it fits and however often it is renewed.
          { dedupeKey: `request-listing:${listing.id}` },
        ),
      ),
    );
    return fitting.length;
  }

  return {
    tellFarmers,
    tellBuyers,
    /** A request was stored: its nearby farmers are told in the background. */
    requestCreated(request: BuyRequestRow): void {
      inBackground('farmers could not be told of a request', () => tellFarmers(request));
    },
    /** Resolves once every match started so far has finished. */
    idle: background.idle,
    /** Matches under way, and since when the oldest (the metrics' queue). */
    queue: background.state,
  };
}

export type RequestMatcher = ReturnType<typeof createRequestMatcher>;
