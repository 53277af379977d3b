import type { RouteKey } from './define';
import { usersEndpoints } from './users';
import { accountEndpoints } from './account';
import { productsEndpoints } from './products';
import { searchEndpoints } from './search';
import { photosEndpoints } from './photos';
import { metaEndpoints } from './meta';
import { pricesEndpoints } from './prices';
import { pushEndpoints } from './push';
import { chatEndpoints } from './chat';
import { safetyEndpoints } from './safety';
import { moderationEndpoints } from './moderation';
import { notificationsEndpoints } from './notifications';
import { savedSearchesEndpoints } from './saved-searches';
import { requestsEndpoints } from './requests';
import { dealsEndpoints } from './deals';
import { reviewsEndpoints } from './reviews';
import { wishlistEndpoints } from './wishlist';
import { alertsEndpoints } from './alerts';
import { helpersEndpoints } from './helpers';

export * from './define';

/** Every endpoint of the API, by its id. */
export const ENDPOINTS = {
  ...usersEndpoints,
  ...accountEndpoints,
  ...productsEndpoints,
  ...searchEndpoints,
  ...photosEndpoints,
  ...metaEndpoints,
  ...pricesEndpoints,
  ...pushEndpoints,
  ...chatEndpoints,
  ...safetyEndpoints,
  ...moderationEndpoints,
  ...notificationsEndpoints,
  ...savedSearchesEndpoints,
  ...requestsEndpoints,
  ...dealsEndpoints,
  ...reviewsEndpoints,
  ...wishlistEndpoints,
  ...alertsEndpoints,
  ...helpersEndpoints,
};
export type Endpoints = typeof ENDPOINTS;
export type EndpointId = keyof Endpoints;

/** Every endpoint by its route key (`POST /cart/add/{productId}`), as the web caller names them. */
export type EndpointsByRoute = {
  [K in EndpointId as RouteKey<Endpoints[K]>]: Endpoints[K];
};
