export { openDatabase, openPglite, openPostgres } from './database';
export type { Database, DatabaseHandle, Schema } from './database';
export * as tables from './schema';
