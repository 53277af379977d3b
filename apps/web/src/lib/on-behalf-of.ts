import type { ON_BEHALF_OF_HEADER } from '@kisansetu/contract';
import type { EndpointsByRoute } from '@kisansetu/contract/endpoints';

/** The route keys of the endpoints a helper may call for a farmer (declared `forFarmer: true` in the contract). */
export type ForFarmerRoute = {
  [R in keyof EndpointsByRoute]: EndpointsByRoute[R] extends { readonly forFarmer: true } ? R : never;
}[keyof EndpointsByRoute];

/**
 * Those route keys at run time: the web bundles no declaration (ADR 0036), so they are listed here, and the two types
 * below hold the list to the declarations. Loaded only while acting for a farmer.
 */
export const FOR_FARMER_ROUTES = [
  'POST /product/create',
  'PUT /product/update/{id}',
  'GET /product/stats',
  'GET /product/stats/{id}',
  'POST /product/sold/{id}',
  'POST /product/renew/{id}',
  'DELETE /product/delete/{id}',
  'GET /user/otheruser',
  'GET /message/unread',
  'POST /message/send/{userId}',
  'GET /message/attachment/{id}',
  'POST /message/sync/{userId}',
  'POST /message/read/{userId}',
  'GET /message/{userId}',
  'POST /deal/propose',
  'POST /deal/counter/{id}',
  'POST /deal/accept/{id}',
  'POST /deal/decline/{id}',
  'POST /deal/withdraw/{id}',
  'POST /deal/done/{id}',
  'POST /deal/cancel/{id}',
  'GET /deal/mine',
  'GET /deal/{id}',
  'GET /deal/offers/{productId}',
] as const satisfies readonly ForFarmerRoute[];

type Listed = (typeof FOR_FARMER_ROUTES)[number];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
/** Fails to compile when a `forFarmer` endpoint is missing from the list (`satisfies` refuses any other route). */
export type ForFarmerRoutesAreExact = Holds<Same<Listed, ForFarmerRoute>>;

// The contract's name for the header, checked by its type: importing the constant would bring its module's schemas.
const HEADER: typeof ON_BEHALF_OF_HEADER = 'on-behalf-of';

const routes: ReadonlySet<string> = new Set(FOR_FARMER_ROUTES);

/** The header naming the farmer, for a call on their behalf; nothing for any other route (the server refuses it). */
export function onBehalfOf(route: string, farmerId: string): Record<string, string> | undefined {
  return routes.has(route) ? { [HEADER]: farmerId } : undefined;
}

/** A call's options with the farmer named, when the route is one a helper may call for them. */
export function withOnBehalfOf<O extends { headers?: Record<string, string> }>(
  route: string,
  farmerId: string,
  options: O,
): O {
  const header = onBehalfOf(route, farmerId);
  return header ? { ...options, headers: { ...header, ...options.headers } } : options;
}
