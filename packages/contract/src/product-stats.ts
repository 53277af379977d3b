import { z } from 'zod';

/** How many days of views product/stats/{id} gives day by day (the sparkline of a listing's stats view). */
export const STATS_DAYS = 14;

const dealCountsSchema = z.object({
  /** Every deal started on the listing. */
  proposed: z.number().int(),
  /** Deals that reached an agreement (accepted, and those since done). */
  accepted: z.number().int(),
  done: z.number().int(),
});

/**
 * GET product/stats/{id} (the listing's seller only): views (once a viewer a day, never the seller's own), the last
 * 14 days' views day by day (oldest first, India's days, every day present), wishlists, enquiries (conversations with
 * a message that carried the listing) and deals.
 */
export const productStatsSchema = z.object({
  views: z.number().int(),
  viewsByDay: z.array(z.object({ date: z.string(), views: z.number().int() })).length(STATS_DAYS),
  wishlisted: z.number().int(),
  enquiries: z.number().int(),
  deals: dealCountsSchema,
});
export type ProductStats = z.infer<typeof productStatsSchema>;

/** One listing's figures in GET product/stats (the caller's listings, for My Products). */
export const listingStatsSummarySchema = z.object({
  productId: z.string(),
  views: z.number().int(),
  wishlisted: z.number().int(),
  enquiries: z.number().int(),
  deals: dealCountsSchema,
});
export type ListingStatsSummary = z.infer<typeof listingStatsSummarySchema>;

/** GET product/stats: every listing of the calling farmer with a figure (those missing have none). */
export const myListingStatsResponseSchema = z.object({ stats: z.array(listingStatsSummarySchema) });
