// Every table, in one namespace (`tables` in db/index.ts); each file holds the tables of one part of the product.
export * from './accounts';
export * from './listings';
export * from './wishlist';
export * from './chat';
export * from './safety';
export * from './moderation';
export * from './alerts';
export * from './requests';
export * from './prices';
export * from './reference';
export * from './phone';
export * from './deals';
export * from './stats';
export * from './staff';
export * from './phone-alerts';
export * from './helpers';
