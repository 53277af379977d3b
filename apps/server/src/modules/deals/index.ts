export { createDealsRepository } from './deals.repository';
export type { DealsRepository, DealView } from './deals.repository';
export { dealsRoutes } from './deals.routes';
export type { DealsRoutesOptions } from './deals.routes';
export { createDealsService } from './deals.service';
export type { DealActor, DealsService, WriteDealMessage } from './deals.service';
export { toDeal } from './deals.presenter';
export { wireDeals } from './deals.module';
