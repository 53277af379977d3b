export { DEMO_LOGINS, DEMO_PASSWORD, DEMO_PEOPLE } from './demo-people';
export type { DemoLogin, DemoPerson } from './demo-people';
export { DEMO_CROPS, DEMO_LISTINGS } from './demo-listings';
export type { DemoCrop, DemoListing } from './demo-listings';
export { describeDemoLogins, ensureDemoData, seedDemoData } from './seed-demo';
export type { DemoSeedDeps, DemoSeedResult } from './seed-demo';
export { ensureSamplePrices, samplePriceRecords } from './demo-prices';
