import { isWellFormedId } from '@kisansetu/contract';
import { AppError } from '../../errors';
import { isForeignKeyViolation } from '../../lib/db-errors';
import type { ProductWithSeller } from '../products';
import type { WishlistEntryWithProduct, WishlistRepository } from './wishlist.repository';

export interface WishlistServiceDeps {
  wishlist: WishlistRepository;
  /** Reads one listing (404 for a malformed or unknown id); supplied by the products module. */
  getProduct: (id: string) => Promise<ProductWithSeller>;
}

const entryNotFound = () => new AppError('not_found', 'server.wishlistEntryNotFound');

/** A buyer's wishlist ("cart" in its paths). Plain arguments in, rows out. */
export function createWishlistService({ wishlist, getProduct }: WishlistServiceDeps) {
  return {
    /** Adds a listing to the user's wishlist: 404 for an unknown listing, 409 when it is already there. */
    async add(userId: string, productId: string): Promise<WishlistEntryWithProduct> {
      const product = await getProduct(productId);
      let row;
      try {
        row = await wishlist.add(userId, productId);
      } catch (error) {
        // The listing was deleted between the read and the insert.
        if (isForeignKeyViolation(error)) throw new AppError('not_found', 'server.productNotFound');
        throw error;
      }
      if (!row) throw new AppError('already_wishlisted', 'server.alreadyWishlisted');
      return { id: row.id, createdAt: row.createdAt, product };
    },

    /** The user's entries, newest first, with their listings filled in. */
    list: (userId: string) => wishlist.listForUser(userId),

    /**
     * Removes one of the user's own entries. Someone else's entry is answered exactly like an unknown one (404): entry
     * ids are private to their owner, and a 403 would confirm that the id exists.
     */
    async remove(userId: string, entryId: string): Promise<void> {
      if (!isWellFormedId(entryId) || !(await wishlist.remove(entryId, userId))) throw entryNotFound();
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
