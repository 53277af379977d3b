import type {
  DeleteAccountRequest,
  AccountExport,
  BlockedUser,
  BuyRequest,
  Deal,
  Notification,
  Offer,
  Product,
  Review,
  SavedSearch,
  User,
  WishlistEntry,
} from '@kisansetu/contract';
import type { AccountRepository } from './account.repository';
import { toExportedConversations, toExportedReport } from './account.presenter';

/** The caller's data as the module that holds it presents it; composed in app.ts. */
export interface AccountSections {
  profile(userId: string): Promise<User>;
  listings(userId: string): Promise<Product[]>;
  wishlist(userId: string): Promise<WishlistEntry[]>;
  requests(userId: string): Promise<BuyRequest[]>;
  savedSearches(userId: string): Promise<SavedSearch[]>;
  notifications(userId: string): Promise<Notification[]>;
  blocked(userId: string): Promise<BlockedUser[]>;
  deals(userId: string): Promise<Deal[]>;
  reviewsWritten(userId: string): Promise<Review[]>;
  reviewsReceived(userId: string): Promise<Review[]>;
  offersMade(userId: string): Promise<Offer[]>;
  pushSubscriptions(userId: string): Promise<AccountExport['pushSubscriptions']>;
  listingViews(userId: string): Promise<AccountExport['listingViews']>;
  alerts(userId: string): Promise<AccountExport['alerts']>;
  helpers(userId: string): Promise<AccountExport['helpers']>;
}

export interface AccountServiceDeps {
  account: AccountRepository;
  sections: AccountSections;
  /** Throws the 400 (wrong password) or the 429 (too many wrong ones), as a password change does. */
  confirmPassword(userId: string, password: string): Promise<void>;
  /** Throws the 400 on `code` unless it is the code just sent to the account's verified number. */
  confirmByCode(userId: string, code: string): Promise<void>;
  /** Deletes the closed account's listings with their photos (they already left every list). */
  removeListings(sellerId: string): Promise<void>;
  /** Drops the person's listing views still waiting to be written, and waits for those being written. */
  forgetViews(userId: string): Promise<void>;
  /** Removes an avatar file unless another account shows the same photo. */
  releaseAvatar(key: string): Promise<void>;
  /** The account is closed: end its sockets, refresh the lists of the people it talked to. */
  closed(userId: string, partnerIds: string[]): void;
  /** Ends what others were allowed to do with the account, or it with theirs (helpers' links, both ways). */
  endLinks(userId: string): Promise<void>;
}

/** Your own data (contract "Privacy"): a copy of everything held, and closing the account. */
export function createAccountService({
  account,
  sections,
  confirmPassword,
  confirmByCode,
  removeListings,
  forgetViews,
  releaseAvatar,
  closed,
  endLinks,
}: AccountServiceDeps) {
  return {
    /** Everything KisanSetu holds about the user, each part as their own calls show it. */
    async exportFor(userId: string, now: Date = new Date()): Promise<AccountExport> {
      const [threads, reports] = await Promise.all([
        account.conversationsOf(userId),
        account.reportsBy(userId),
      ]);
      const messages = await account.messagesOf(threads.map((thread) => thread.conversationId));
      // One section at a time: a download is rare, and the pool serves everyone else meanwhile.
      return {
        exportedAt: now.toISOString(),
        profile: await sections.profile(userId),
        listings: await sections.listings(userId),
        wishlist: await sections.wishlist(userId),
        conversations: toExportedConversations(userId, threads, messages),
        requests: await sections.requests(userId),
        savedSearches: await sections.savedSearches(userId),
        notifications: await sections.notifications(userId),
        blocked: await sections.blocked(userId),
        reportsFiled: reports.map(toExportedReport),
        deals: await sections.deals(userId),
        reviewsWritten: await sections.reviewsWritten(userId),
        reviewsReceived: await sections.reviewsReceived(userId),
        offersMade: await sections.offersMade(userId),
        pushSubscriptions: await sections.pushSubscriptions(userId),
        listingViews: await sections.listingViews(userId),
        alerts: await sections.alerts(userId),
        helpers: await sections.helpers(userId),
      };
    },

    /**
     * Closes the account at once after its password, or a code sent to its verified number (an account made with a
     * phone number has no password): sessions, sockets and push subscriptions end, listings leave every list,
     * personal fields are erased; the other side of a conversation keeps its messages.
     */
    async close(userId: string, proof: DeleteAccountRequest): Promise<void> {
      if (proof.password !== undefined) await confirmPassword(userId, proof.password);
      else await confirmByCode(userId, proof.code ?? '');
      // Before the rows go: no view waiting in memory may be written back after them.
      await forgetViews(userId);
      const done = await account.close(userId);
      if (!done) return;
      closed(userId, done.partnerIds);
      await endLinks(userId);
      await removeListings(userId);
      if (done.avatarKey) await releaseAvatar(done.avatarKey);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
