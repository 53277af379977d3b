export { ensureGazetteer, gazetteerVersion } from './gazetteer-load';
export { resolveAddress, resolveLocation, resolvePincode } from './resolve';
export type { ResolvedPlace } from './resolve';
export { placeKey, placeKeys } from './phonetic-key';
