export {
  BootProvider,
  useBoot,
  useBootPending,
  useBootSnapshot,
  useBootStore,
  useCatalog,
  useSeedRestos,
} from './boot-provider';
export type { BootState, BootStatus } from './boot-store';
export type {
  CatalogSnapshot,
  MenuContent,
  MenuOutline,
  PageCatalog,
  StoredLocation,
} from './catalog-snapshot';
export type { FailureView } from './boot-runner';
export { readStoredLocation, storeLocation, storeCity } from './stored-location';
export { orderTypesOf, useOrderType } from './order-type';
export { useServerNow } from './use-server-now';
export { soldOutOf } from './sold-out';
export { loadZones } from './boot-sequence';
export { failureText } from './failure-text';
