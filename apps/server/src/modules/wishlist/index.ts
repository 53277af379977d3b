export { createWishlistRepository } from './wishlist.repository';
export type { WishlistEntryWithProduct, WishlistRepository } from './wishlist.repository';
export { wishlistRoutes } from './wishlist.routes';
export type { WishlistRoutesOptions } from './wishlist.routes';
export { createWishlistService } from './wishlist.service';
export type { WishlistService, WishlistServiceDeps } from './wishlist.service';
export { toWishlistEntry } from './wishlist.presenter';
export { wireWishlist } from './wishlist.module';
