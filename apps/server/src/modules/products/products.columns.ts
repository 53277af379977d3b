import { getTableColumns } from 'drizzle-orm';
import { tables } from '../../db';

const { products, users } = tables;

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

/** A listing with its seller's display name and avatar, read in the same query (never one query per card). */
export interface ProductWithSeller extends ProductRow {
  sellerName: string;
  sellerAvatarKey: string | null;
}

/** The columns of {@link ProductWithSeller}; every read selects these over `products JOIN users`. */
export const productWithSellerColumns = {
  ...getTableColumns(products),
  sellerName: users.fullName,
  sellerAvatarKey: users.avatarKey,
};
