import { getTableColumns } from 'drizzle-orm';
import { tables } from '../../../db';

const { products, users } = tables;

/**
 * The lowered copies of the name and address (migration 0015), the address without its district (0028) or its place
 * too (0033), and the comparable price (0020) exist for searches' tests and orders: no read returns them.
 */
type SearchOnlyColumn =
  'productNameLower' | 'addressLower' | 'addressRestLower' | 'addressElsewhereLower' | 'comparablePrice';

export type ProductRow = Omit<typeof products.$inferSelect, SearchOnlyColumn>;
export type NewProductRow = typeof products.$inferInsert;

/** A listing with its seller's display name and avatar, read in the same query (never one query per card). */
export interface ProductWithSeller extends ProductRow {
  sellerName: string;
  sellerAvatarKey: string | null;
  /** When the seller proved their phone number (null: not proved). */
  sellerPhoneVerifiedAt: Date | null;
}

const {
  productNameLower: _name,
  addressLower: _address,
  addressRestLower: _rest,
  addressElsewhereLower: _elsewhere,
  comparablePrice: _price,
  ...productColumns
} = getTableColumns(products);

/** The columns of {@link ProductWithSeller}; every read selects these over `products JOIN users`. */
export const productWithSellerColumns = {
  ...productColumns,
  sellerName: users.fullName,
  sellerAvatarKey: users.avatarKey,
  sellerPhoneVerifiedAt: users.phoneVerifiedAt,
};
