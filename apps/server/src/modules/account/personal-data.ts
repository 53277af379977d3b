import type { AccountExport } from '@kisansetu/contract';

/** Where the data download puts a table's rows about the person, or why it leaves them out. */
export type PersonalDataPlace = { sections: readonly (keyof AccountExport)[] } | { leftOut: string };

/**
 * Every table whose rows name a person (a column that refers to an account, or a text key made of one), with the
 * download's sections that hold those rows, or the reason they are left out. A test walks the schema and fails on a
 * table that names a person and is missing here, so a new table cannot be forgotten by the download.
 */
export const PERSONAL_DATA: Readonly<Record<string, PersonalDataPlace>> = {
  users: { sections: ['profile'] },
  sessions: {
    leftOut: 'sign-in tokens: a copy in a download would let whoever holds the file act as the person',
  },
  products: { sections: ['listings'] },
  wishlist_entries: { sections: ['wishlist'] },
  conversations: { sections: ['conversations'] },
  conversation_participants: { sections: ['conversations'] },
  messages: { sections: ['conversations'] },
  user_blocks: { sections: ['blocked'] },
  reports: { sections: ['reportsFiled'] },
  moderation_audit: {
    leftOut:
      "a moderator's record of their decisions and reads, kept for the people it concerns, not about the moderator",
  },
  deals: { sections: ['deals'] },
  reviews: { sections: ['reviewsWritten', 'reviewsReceived'] },
  buy_requests: { sections: ['requests'] },
  request_offers: { sections: ['offersMade'] },
  notifications: { sections: ['notifications'] },
  saved_searches: { sections: ['savedSearches'] },
  push_subscriptions: { sections: ['pushSubscriptions'] },
  product_views: { sections: ['listingViews'] },
  alert_settings: { sections: ['alerts'] },
  alert_outbox: { sections: ['alerts'] },
  alert_claims: {
    leftOut:
      'a mark that one server is sending a person their alerts, kept for a minute at most and saying nothing else',
  },
  helper_links: { sections: ['helpers'] },
  helper_actions: { sections: ['helpers'] },
  helper_consents: {
    leftOut:
      'a farmer a helper asked to add, kept five minutes until the code comes back: then it is the link, or nothing',
  },
  moderator_factors: {
    leftOut: "a moderator's second factor: a secret that, in a download, would let anyone holding it sign in",
  },
  moderator_recovery_codes: {
    leftOut: "a moderator's recovery codes, kept only as hashes and worth nothing to read",
  },
};
