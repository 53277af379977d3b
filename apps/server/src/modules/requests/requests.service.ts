import {
  BUY_REQUESTS,
  isWellFormedId,
  type Message,
  type MessageOffer,
  type NearMeOrigin,
  type NotificationKind,
  type NotificationParams,
  type OfferCreateRequest,
  type RequestCreateRequest,
  type RequestOpenQuery,
} from '@kisansetu/contract';
import { CROP_VOCABULARY, type CropVocabulary } from '@kisansetu/contract/crops';
import { AppError } from '../../errors';
import { loggableError, type LoggableError } from '../../lib/loggable-error';
import { uuidv7 } from '../../lib/uuid';
import type { Locator } from '../products';
import type {
  BuyRequestRow,
  GeoPoint,
  OfferRow,
  RequestWithBuyer,
  RequestsRepository,
} from './requests.repository';

/** A place the caller keeps on their profile (near-me's point of last resort). */
export interface StoredPlace extends GeoPoint {
  place: string | null;
  district: string | null;
  state: string | null;
}

export interface RequestsServiceDeps {
  requests: RequestsRepository;
  /** Resolves a PIN code (unknown: 400 on `pincode`) or an address to a centre, as product forms do. */
  locator: Locator;
  storedLocationOf: (userId: string) => Promise<StoredPlace | null>;
  /**
   * The chat service's send, from the seller to the buyer, carrying the offer: it opens the conversation (the
   * buyer's request invited it), stores the message and emits it over the socket like any other.
   */
  sendOfferMessage: (
    sellerId: string,
    buyerId: string,
    input: { message: string; productId?: string | undefined },
    offer: MessageOffer,
  ) => Promise<Message>;
  notify: (
    userId: string,
    kind: NotificationKind,
    params: NotificationParams,
    link: string,
    options?: { dedupeKey?: string },
  ) => Promise<unknown>;
  /** A request was stored: the matcher tells nearby farmers in the background. */
  requestCreated?: (request: BuyRequestRow) => void;
  onError: (error: LoggableError, what: string) => void;
  vocabulary?: CropVocabulary;
}

/** A page of open requests with where distances were measured from. */
export interface OpenRequestsPage {
  rows: RequestWithBuyer[];
  origin: NearMeOrigin | null;
  totalCount: number;
  totalPages: number;
  page: number;
}

const requestNotFound = () => new AppError('not_found', 'server.requestNotFound');
const DAY_MS = 24 * 60 * 60 * 1000;

/** Open now: not closed by its buyer and not past its expiry. */
export function isOpenNow(request: Pick<BuyRequestRow, 'status' | 'expiresAt'>, now = new Date()): boolean {
  return request.status === 'open' && request.expiresAt > now;
}

/**
 * Buyer requests: post (at most 10 open a buyer), list the open ones near a point, one's own with their offers, close;
 * farmers offer (one each, at most 20 a request), which opens the chat with the buyer and notifies them.
 */
export function createRequestsService({
  requests,
  locator,
  storedLocationOf,
  sendOfferMessage,
  notify,
  requestCreated,
  onError,
  vocabulary = CROP_VOCABULARY,
}: RequestsServiceDeps) {
  /** The point a list measures from: a position, a PIN code's centre, else the signed-in caller's own place. */
  async function originOf(
    query: RequestOpenQuery,
    callerId: string | null,
  ): Promise<{ point: GeoPoint | null; origin: NearMeOrigin | null }> {
    if (query.lat !== undefined && query.lon !== undefined) {
      return {
        point: { lat: query.lat, lon: query.lon },
        origin: { source: 'position', place: null, district: null, state: null },
      };
    }
    if (query.pincode !== undefined) {
      const centre = await locator.centreOfPincode(query.pincode);
      return {
        point: { lat: centre.lat, lon: centre.lon },
        origin: { source: 'pincode', place: centre.place, district: centre.district, state: centre.state },
      };
    }
    const stored = callerId === null ? null : await storedLocationOf(callerId);
    if (!stored) return { point: null, origin: null };
    return {
      point: { lat: stored.lat, lon: stored.lon },
      origin: { source: 'profile', place: stored.place, district: stored.district, state: stored.state },
    };
  }

  async function found(id: string): Promise<RequestWithBuyer> {
    const request = isWellFormedId(id) ? await requests.findById(id.toLowerCase()) : undefined;
    if (!request) throw requestNotFound();
    return request;
  }

  /** The listing an offer names: 404 unknown (or hidden), 400 another farmer's or not active. */
  async function offeredListing(productId: string, sellerId: string): Promise<string> {
    const id = productId.toLowerCase();
    const listing = isWellFormedId(id) ? await requests.listingForOffer(id) : undefined;
    if (!listing) throw new AppError('not_found', 'server.productNotFound');
    if (listing.sellerId !== sellerId || !listing.active) {
      throw new AppError('bad_request', 'server.offerProductNotYours', {
        fields: { productId: 'server.offerProductNotYours' },
      });
    }
    return id;
  }

  return {
    /** Posts a request: 409 `request_limit` with 10 open, 400 on an unknown PIN code; matching runs after. */
    async create(buyerId: string, input: RequestCreateRequest): Promise<RequestWithBuyer> {
      // Checked before and not locked: two posts racing past the 10th at the same instant give 11, which is harmless.
      if ((await requests.countOpenForBuyer(buyerId)) >= BUY_REQUESTS.openMax)
        throw new AppError('request_limit', 'server.requestLimit');
      const place = await locator.locate({ pincode: input.pincode, address: input.address });
      const row = await requests.insert({
        buyerId,
        productName: input.productName,
        crop: vocabulary.cropOfName(input.productName),
        quantity: input.quantity,
        unit: input.unit,
        maxPrice: input.maxPrice ?? null,
        address: input.address,
        ...place,
        radiusKm: input.radiusKm ?? BUY_REQUESTS.radiusDefaultKm,
        neededBy: input.neededBy ?? null,
        description: input.description ?? null,
        expiresAt: new Date(Date.now() + (input.expiresInDays ?? BUY_REQUESTS.daysDefault) * DAY_MS),
      });
      requestCreated?.(row);
      return found(row.id);
    },

    /** Open requests a page at a time: near a point, nearest first, when one is known; else newest first. */
    async listOpen(query: RequestOpenQuery, callerId: string | null): Promise<OpenRequestsPage> {
      const { point, origin } = await originOf(query, callerId);
      const size = BUY_REQUESTS.pageSize;
      const { rows, total } = await requests.listOpen({
        point,
        radiusKm: query.radiusKm,
        callerId,
        limit: size,
        offset: (query.page - 1) * size,
      });
      return { rows, origin, totalCount: total, totalPages: Math.ceil(total / size), page: query.page };
    },

    /** The buyer's requests, every status, newest first, each with its offers. */
    async mine(buyerId: string): Promise<{ rows: RequestWithBuyer[]; offers: OfferRow[] }> {
      const rows = await requests.listForBuyer(buyerId);
      return { rows, offers: await requests.offersFor(rows.map((r) => r.id)) };
    },

    /** One request, with its offers only when `callerId` is its buyer. */
    async get(id: string, callerId: string | null): Promise<{ row: RequestWithBuyer; offers?: OfferRow[] }> {
      const row = await found(id);
      if (row.buyerId !== callerId) return { row };
      return { row, offers: await requests.offersFor([row.id]) };
    },

    /** Closes the caller's own request (again: still 200); anyone else's is 403. */
    async close(id: string, buyerId: string): Promise<void> {
      const row = await found(id);
      if (row.buyerId !== buyerId) throw new AppError('forbidden', 'server.forbidden');
      await requests.close(row.id, buyerId);
    },

    /**
     * A farmer's offer. Refused: 404 unknown request, 403 `blocked` between the two, 409 `request_closed`,
     * `already_offered` or `offers_full`; the listing as {@link offeredListing} says. The offer is stored first (under
     * the request's lock), then the chat message sent; a failed send takes the offer back, so the buyer never has an
     * offer they could not read in chat. The buyer is then notified (`request_offer`).
     */
    async offer(sellerId: string, requestId: string, input: OfferCreateRequest): Promise<OfferRow> {
      const request = await found(requestId);
      if (!isOpenNow(request)) throw new AppError('request_closed', 'server.requestNotOpen');
      if (await requests.isBlocked(sellerId, request.buyerId))
        throw new AppError('blocked', 'server.blocked');
      const productId =
        input.productId === undefined ? undefined : await offeredListing(input.productId, sellerId);
      const id = uuidv7();
      const outcome = await requests.insertOffer(
        {
          id,
          requestId: request.id,
          sellerId,
          price: input.price,
          unit: input.unit,
          quantity: input.quantity,
          message: input.message,
          productId: productId ?? null,
        },
        BUY_REQUESTS.offersMax,
      );
      if (outcome === 'gone') throw requestNotFound();
      if (outcome === 'closed') throw new AppError('request_closed', 'server.requestNotOpen');
      if (outcome === 'duplicate') throw new AppError('already_offered', 'server.alreadyOffered');
      if (outcome === 'full') throw new AppError('offers_full', 'server.offersFull');
      try {
        const message = await sendOfferMessage(
          sellerId,
          request.buyerId,
          { message: input.message, productId },
          {
            _id: id,
            requestId: request.id,
            productName: request.productName,
            price: input.price,
            unit: input.unit,
            quantity: input.quantity,
          },
        );
        await requests.setOfferMessage(id, message._id);
      } catch (error) {
        await requests.deleteOffer(id);
        throw error;
      }
      const offer = (await requests.offersFor([request.id])).find((o) => o.id === id)!;
      try {
        await notify(
          request.buyerId,
          'request_offer',
          {
            sellerName: offer.sellerName,
            productName: request.productName,
            price: input.price,
            unit: input.unit,
          },
          `/requests/${request.id}`,
          { dedupeKey: `offer:${id}` },
        );
      } catch (error) {
        // The offer stands (it is in the buyer's chat); only the bell missed it.
        onError(loggableError(error), 'the buyer could not be notified of an offer');
      }
      return offer;
    },

    /** A report may name a request that exists (any status). */
    exists: (id: string) => (isWellFormedId(id) ? requests.exists(id.toLowerCase()) : Promise.resolve(false)),
  };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
