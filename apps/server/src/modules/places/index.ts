export { ensureGazetteer, gazetteerVersion } from './gazetteer-load';
export { resolveAddress, resolveAddressQuery, resolveLocation, resolvePincode } from './resolve';
export type { AddressPlace } from './resolve';
export type { ResolvedPlace } from './resolve';
export { placeKey, placeKeys } from './phonetic-key';
