export { indexWalksInTransactions, openDatabase, openPglite, openPostgres } from './database';
export type { Database, DatabaseHandle, IndexWalks, Schema } from './database';
export type { StatementObserver } from './pglite-thread';
export { asBackgroundWork } from './statement-gate';
export { prerendered } from './prerendered';
export { statementTemplates } from './statement-templates';
export * as tables from './schema';
export { keptValue } from './app-meta';
