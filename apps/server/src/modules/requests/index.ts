export { createRequestMatcher, fitsBudget } from './request-matcher';
export type { ListingForRequests, RequestMatcher } from './request-matcher';
export { createRequestsRepository } from './requests.repository';
export type { RequestsRepository } from './requests.repository';
export { requestsRoutes } from './requests.routes';
export { createRequestsService } from './requests.service';
export type { RequestsService } from './requests.service';
export { toBuyRequest } from './requests.presenter';
export { wireRequests } from './requests.module';
