export { ensureGazetteer, gazetteerVersion } from './repository/gazetteer-load';
export { placeAgainByNamesInUse } from './repository/place-again';
export { districtsWithPlacesNamed } from './repository/places-named';
export {
  districtNames,
  resolveAddress,
  resolveAddressQuery,
  resolveLocation,
  resolvePincode,
  stateNames,
} from './repository/resolve';
export type { AddressPlace } from './repository/resolve';
export type { ResolvedPlace } from './repository/resolve';
export { placeKey, placeKeys } from './phonetic-key';
