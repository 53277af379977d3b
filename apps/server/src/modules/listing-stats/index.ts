export { wireListingStats } from './listing-stats.module';
export type { ListingStatsService, Visitor } from './listing-stats.service';
