import {
  LIMITS,
  PAGING,
  isWellFormedId,
  type ErrorMessageKey,
  type HelpedBy,
  type NearMeOrigin,
  type ProductCreateRequest,
  type ProductSort,
  type ProductUpdateRequest,
} from '@kisansetu/contract';
import { AppError } from '../../errors';
import { imageKeyFromUrl, type ImageService, type SavedImage } from '../../storage';
import type { LocationColumns, Locator } from './products.location';
import type {
  ProductWithDistance,
  ProductChanges,
  ProductWithSeller,
  ProductsRepository,
} from './repository';
import type { ProductSearch } from '../search';
import { createListingCount } from './listing-count';
import { statusOf } from './repository';
import { createProductLifecycle, expiryFrom } from './products.lifecycle';
import { createNearOrigin, type NearMeRequest } from './near-origin';
import { needsSearch } from './product-filters';
import { listingPhotoFacts, type PreviousPhotos } from './photo-facts';
import type { ListingPhotoFacts } from '../../db/schema';

export interface ProductsServiceDeps {
  products: ProductsRepository;
  search: ProductSearch;
  images: ImageService;
  /** Resolves a form's PIN code or address to the stored location, and a queried PIN code to its centre. */
  locator: Locator;
  /**
   * Told of failures after the response is decided: photo files no listing uses any more that could not be removed
   * (e.g. S3 unreachable; an orphaned content-hashed file is harmless), or a background refresh of the listing count.
   */
  onBackgroundError?: (error: unknown, what: string) => void;
  /** How long the total of product/new may be reused, in ms (counting a million rows on every page view is not cheap). */
  countTtlMs?: number;
  /** Everyone in a block pair with a user (block and report): their listings are left out of that user's lists. */
  blockPartners?: (userId: string) => Promise<string[]>;
  /**
   * Notification hooks, called after a listing is written and before the answer is sent; they must return at once
   * (app.ts runs saved-search matching and wishlist price-drop notices in the background from them).
   */
  events?: ProductEvents;
  /**
   * Counts an update of `sellerId`'s listing against their daily limit (throws the 429). Called once the form has
   * passed every check and before any photo is processed, so a form refused for bad input is not counted.
   */
  beforeUpdate?: (sellerId: string) => Promise<void>;
}

/** What the products service tells the rest of the app about writes (notifications). */
export interface ProductEvents {
  created?(product: ProductWithSeller): void;
  updated?(before: ProductWithSeller, after: ProductWithSeller): void;
  /** Marked sold by its farmer (listing lifecycle). */
  sold?(product: ProductWithSeller): void;
  /** Put up again (Renew, or an update that sets how long it stays up): matched like a new listing. */
  renewed?(product: ProductWithSeller): void;
  /**
   * About to be deleted: awaited before the row goes, because its wishlist entries go with it (the alert reads who
   * wishlisted it first).
   */
  removing?(product: ProductWithSeller): Promise<void>;
  /**
   * After any write that can change what the lists show, with where the listings it touched are (and were): cached
   * pages and searches that could hold them are dropped.
   */
  changed?(listings: readonly { lat: number | null; lon: number | null }[]): void;
}

/** Who looks at a listing: a moderator and the listing's own seller also see it once hidden. */
export interface ProductViewer {
  id: string;
  role: string;
}

/** A page of listings and the arithmetic the client pages with. */
export interface ProductPageResult {
  rows: ProductWithDistance[];
  totalCount: number;
  totalPages: number;
  page: number;
  /** The matches were counted only up to `totalCount` (a search, or a radius): there are more. */
  totalCapped: boolean;
  /** Where distances were measured from; null without a point. */
  origin: NearMeOrigin | null;
}

export type { NearMeRequest } from './near-origin';

const notFound = () => new AppError('not_found', 'server.productNotFound');
const forbidden = () => new AppError('forbidden', 'server.forbidden');
const invalid = (field: string, message: ErrorMessageKey) =>
  new AppError('validation_failed', message, { fields: { [field]: message } });

const unique = (keys: string[]) => [...new Set(keys)];

/** product/new's order: newest unless the caller asked for price, or for distance with a point to measure from. */
function listSort(sort: ProductSort | undefined, hasPoint: boolean): ProductSort {
  if (sort === 'price_asc' || sort === 'price_desc') return sort;
  return sort === 'distance' && hasPoint ? 'distance' : 'newest';
}

/** The key behind a kept image's URL: '/uploads/<key>.webp', its card variant, or the same as an absolute URL. */
function keyOfUrl(value: string): string | null {
  let path = value.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return null;
    }
  }
  return imageKeyFromUrl(path);
}

type FormChanges = Omit<
  ProductChanges,
  'images' | 'pincode' | 'place' | 'district' | 'state' | 'lat' | 'lon' | 'expiresAt' | 'soldAt'
>;

function formChanges(input: Omit<ProductCreateRequest, 'pincode' | 'offersUntil'>): FormChanges {
  return {
    productName: input.productName,
    price: input.price,
    unit: input.unit,
    quantity: input.quantity,
    description: input.description,
    address: input.address,
    availability: input.availability,
    // The form sends the whole listing: a detail left out is cleared.
    variety: input.variety ?? null,
    grade: input.grade ?? null,
    organic: input.organic ?? false,
    harvestedOn: input.harvestedOn ?? null,
    minOrderQuantity: input.minOrderQuantity ?? null,
  };
}

/**
 * Where an updated listing is: an absent PIN code keeps the stored one (the place stays, unless the address changed
 * while there is no PIN to place it), a blank one is cleared and the address decides, a new one moves the listing.
 * Undefined means "leave the location columns as they are": no lookup, nothing rewritten.
 */
async function nextLocationWith(
  locator: Locator,
  current: ProductWithSeller,
  input: ProductUpdateRequest,
): Promise<LocationColumns | undefined> {
  if (input.pincode === undefined && input.address === current.address) return undefined;
  return locator.locate({
    pincode: input.pincode === undefined ? current.pincode : input.pincode,
    address: input.address,
  });
}

/** Listing use cases. Plain arguments in, rows out; the routes (and the demo seeder) present them. */
export function createProductsService({
  products,
  search,
  images,
  locator,
  onBackgroundError,
  countTtlMs = 2000,
  blockPartners,
  events,
  beforeUpdate,
}: ProductsServiceDeps) {
  /** Removes photo files that no listing references any more; never throws (see `onBackgroundError`). */
  async function release(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    try {
      const inUse = await products.keysInUse(keys);
      const unused = unique(keys).filter((key) => !inUse.has(key));
      if (unused.length > 0) await images.removeImages(unused);
    } catch (error) {
      onBackgroundError?.(error, 'unused product photos could not be removed');
    }
  }

  const { adjust: adjustTotal, totalFor } = createListingCount(
    () => products.countAll(),
    countTtlMs,
    onBackgroundError,
  );

  /**
   * Data saver's facts of a listing's photos (see listingPhotoFacts). Reading a kept photo's files back is best
   * effort: a store that cannot be reached leaves that photo's facts out rather than refusing the listing.
   */
  function photoFactsOf(
    keys: readonly string[],
    saved: readonly SavedImage[],
    previous: PreviousPhotos | null,
  ): Promise<ListingPhotoFacts | null> {
    return listingPhotoFacts(keys, saved, previous, async (key) => {
      try {
        return await images.describeStored(key);
      } catch (error) {
        onBackgroundError?.(error, 'a listing photo could not be read for its preview');
        return null;
      }
    });
  }

  async function get(id: string): Promise<ProductWithSeller> {
    const row = isWellFormedId(id) ? await products.findById(id) : undefined;
    if (!row) throw notFound();
    return row;
  }

  /** The listing if `sellerId` owns it: 404 when it does not exist, 403 when it is someone else's. */
  async function requireOwned(id: string, sellerId: string): Promise<ProductWithSeller> {
    const row = await get(id);
    if (row.sellerId !== sellerId) throw forbidden();
    return row;
  }

  const lifecycle = createProductLifecycle({ products, requireOwned, adjustTotal, events });

  const nearOf = createNearOrigin(locator, products.storedLocationOf);

  /** Deletes the seller's own listing; its wishlist entries go with it, and its photos unless another listing shows them. */
  async function remove(id: string, sellerId: string): Promise<void> {
    const current = await requireOwned(id, sellerId);
    await events?.removing?.(current);
    const deleted = await products.delete(id, sellerId);
    if (!deleted) throw notFound();
    if (statusOf(current) === 'active') adjustTotal(-1);
    events?.changed?.([current]);
    await release(deleted.images);
  }
  /** Whether either of two people blocks the other (nobody is blocked from themself). */
  const blockedBetween = async (viewerId: string, sellerId: string): Promise<boolean> =>
    viewerId !== sellerId &&
    blockPartners !== undefined &&
    (await blockPartners(viewerId)).includes(sellerId);

  return {
    get,
    requireOwned,

    /**
     * One listing as `viewer` may see it: a moderator's hidden listing is a 404 for everyone but its seller and
     * moderators, a suspended seller's listings are a 404 for everyone but moderators, and while the viewer and the
     * seller block each other (either way) it is a 404 to the viewer.
     */
    async getVisible(id: string, viewer: ProductViewer | null): Promise<ProductWithSeller> {
      const row = await get(id);
      const moderator = viewer?.role === 'moderator';
      if (row.sellerSuspended && !moderator) throw notFound();
      if (row.hiddenAt !== null && !moderator && viewer?.id !== row.sellerId) throw notFound();
      if (viewer && !moderator && (await blockedBetween(viewer.id, row.sellerId))) throw notFound();
      return row;
    },

    /** Sellers whose listings a signed-in caller must not see (a block either way); none for anonymous callers. */
    async excludedSellersFor(viewerId: string | null): Promise<string[]> {
      return viewerId === null || !blockPartners ? [] : blockPartners(viewerId);
    },

    /**
     * Creates a listing. The photos are checked and re-encoded before anything is written (a bad one is a 415/413 and
     * nothing is stored); if the row then cannot be written, the photos stored for it are removed again.
     */
    async create(
      sellerId: string,
      input: ProductCreateRequest,
      photos: Buffer[],
      helpedBy: HelpedBy | null = null,
    ): Promise<ProductWithSeller> {
      if (photos.length > LIMITS.productImagesMax) throw invalid('images', 'validation.imagesMax');
      // Before the photos: an unknown PIN code is a 400 that leaves nothing behind.
      const location = await locator.locate(input);
      const saved = await images.saveImages(photos, 'product');
      const keys = unique(saved.map((image) => image.key));
      let created;
      try {
        created = await products.insert({
          sellerId,
          ...formChanges(input),
          ...location,
          images: keys,
          photoPreview: await photoFactsOf(keys, saved, null),
          expiresAt: expiryFrom(input.expiresInDays),
          offersUntil: input.offersUntil === undefined ? null : new Date(input.offersUntil),
          helpedBy,
        });
      } catch (error) {
        await release(keys);
        throw error;
      }
      adjustTotal(1);
      const product = (await products.findById(created.id))!;
      events?.created?.(product);
      events?.changed?.([product]);
      return product;
    },

    /**
     * product/new: newest listings first, 12 a page; with a point (see {@link nearOf}) each listing carries its
     * distance, `radiusKm` keeps those within it and `sort=distance` puts the nearest first. A page past the end is
     * empty, never an error. Without a radius the total is that of all listings, reused as createListingCount says.
     * Filters or a price order make it a search without words (counted as searches are).
     */
    async list(page: number, request: NearMeRequest): Promise<ProductPageResult> {
      const { near, origin } = await nearOf(request);
      const excludeSellers = request.excludeSellers ?? [];
      const size = PAGING.productListPageSize;
      const offset = (page - 1) * size;
      const filters = request.filters ?? {};
      if ((near && near.radiusKm !== undefined) || needsSearch({ ...filters, sort: request.sort })) {
        const { rows, total, capped } = await search({
          name: undefined,
          address: undefined,
          limit: size,
          offset,
          near,
          sort: listSort(request.sort, near !== null),
          excludeSellers,
          filters,
        });
        return {
          rows,
          totalCount: total,
          totalPages: Math.ceil(total / size),
          page,
          totalCapped: capped,
          origin,
        };
      }
      const rows =
        near && request.sort === 'distance'
          ? await products.pageNearest(size, offset, near, excludeSellers)
          : await products.pageNewest(size, offset, near?.point ?? null, excludeSellers);
      // The shared count is of everyone's lists; a caller with blocks gets their own (exact) count.
      const totalCount =
        excludeSellers.length === 0
          ? await totalFor(rows.length, offset, size)
          : rows.length < size && (rows.length > 0 || offset === 0)
            ? offset + rows.length
            : await products.countAll(excludeSellers);
      return {
        rows,
        totalCount,
        totalPages: Math.ceil(totalCount / size),
        page,
        totalCapped: false,
        origin,
      };
    },

    /** A seller's active listings, newest first (for user/detail, where the seller is already known). */
    listBySeller: (sellerId: string) => products.listBySeller(sellerId),

    /** All of a seller's listings whatever their status, as the seller sees them (their own-data download). */
    listOwn: (sellerId: string) => products.listBySeller(sellerId, { own: true }),

    /**
     * product/my/{userId}: 404 unless the id is a seller's who is not suspended. The seller themself gets all of them
     * (sold, expired, and hidden by a moderator, each with its status); others the active ones.
     */
    async listForSeller(userId: string, viewerId: string | null = null): Promise<ProductWithSeller[]> {
      const id = userId.toLowerCase();
      const role = isWellFormedId(id) ? await products.roleOf(id) : undefined;
      if (role !== 'seller' || (viewerId !== null && (await blockedBetween(viewerId, id))))
        throw new AppError('not_found', 'server.sellerNotFound');
      return products.listBySeller(id, { own: viewerId === id });
    },

    /**
     * Replaces the form fields and the photos of the seller's own listing. `existingImages` names the photos kept
     * (each must be one of this listing's, by either of its URLs); new files are added after them, at most 4 in all.
     * Photos dropped are removed from storage once the row no longer shows them, unless another listing does.
     */
    async update(
      id: string,
      sellerId: string,
      input: ProductUpdateRequest,
      photos: Buffer[],
    ): Promise<ProductWithSeller> {
      const current = await requireOwned(id, sellerId);
      const kept: string[] = [];
      for (const url of input.existingImages) {
        const key = keyOfUrl(url);
        if (key === null || !current.images.includes(key))
          throw invalid('existingImages', 'validation.existingImagesInvalid');
        kept.push(key);
      }
      if (unique(kept).length + photos.length > LIMITS.productImagesMax)
        throw invalid('images', 'validation.imagesMax');
      const location = await nextLocationWith(locator, current, input);

      await beforeUpdate?.(sellerId);
      const saved = await images.saveImages(photos, 'product');
      const added = saved.map((image) => image.key);
      const next = unique([...kept, ...added]);
      let updated;
      try {
        const photoPreview = await photoFactsOf(next, saved, {
          images: current.images,
          facts: current.photoPreview,
        });
        // How long it stays up, when the form says, renews it from now (sold or expired, it is up again).
        const renewal =
          input.expiresInDays === undefined
            ? {}
            : { expiresAt: expiryFrom(input.expiresInDays), soldAt: null };
        // Absent keeps the deadline, null ends it, a time sets or extends it.
        const offers =
          input.offersUntil === undefined
            ? {}
            : { offersUntil: input.offersUntil === null ? null : new Date(input.offersUntil) };
        updated = await products.update(id, sellerId, {
          ...formChanges(input),
          ...location,
          images: next,
          photoPreview,
          ...renewal,
          ...offers,
        });
      } catch (error) {
        await release(added);
        throw error;
      }
      if (!updated) {
        // Deleted while the photos were being processed.
        await release(added);
        throw notFound();
      }
      await release(current.images.filter((key) => !next.includes(key)));
      const after = {
        ...updated,
        sellerName: current.sellerName,
        sellerAvatarKey: current.sellerAvatarKey,
        sellerPhoneVerifiedAt: current.sellerPhoneVerifiedAt,
      };
      events?.updated?.(current, after);
      if (input.expiresInDays !== undefined) lifecycle.renewed(current, after);
      events?.changed?.([current, after]);
      return after;
    },

    ...lifecycle,

    remove,

    /** Deletes every listing of a closed account, each as {@link remove} does. */
    async removeAllOf(sellerId: string): Promise<void> {
      for (const row of await products.listBySeller(sellerId, { own: true })) await remove(row.id, sellerId);
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
