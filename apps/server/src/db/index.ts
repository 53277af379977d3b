export { indexWalksInTransactions, openDatabase, openPglite, openPostgres } from './database';
export type { Database, DatabaseHandle, IndexWalks, Schema } from './database';
export { asBackgroundWork } from './statement-gate';
export { prerendered } from './prerendered';
export * as tables from './schema';
export * as alertTables from './schema-alerts';
export * as requestTables from './schema-requests';
export * as priceTables from './schema-prices';
