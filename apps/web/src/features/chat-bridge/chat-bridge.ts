import { toast } from '@/lib/toast';
import { i18n } from '@/lib/i18n';
import { useRootStore } from '@/lib/store';

/**
 * Who to chat with, and about what: a product (a product card, the detail page, a wishlist entry) names its seller
 * and itself (`_id`), so the conversation opens about that listing.
 */
export interface ChatTarget {
  _id?: string | undefined;
  sellerId?: string | null | undefined;
  sellerName?: string | undefined;
  avatarUrl?: string | null | undefined;
}

/** A seller whose id has been checked, with the listing the chat is about (null: none). */
export interface ChatSeller {
  sellerId: string;
  sellerName: string;
  avatarUrl: string | null;
  productId: string | null;
}

export type ChatHandler = (seller: ChatSeller) => void;

/** A seller asked for before the chat panel's code arrived: handed to the panel when it registers. */
let pending: ChatSeller | null = null;

/**
 * Until the chat panel registers its handler (its code is still on the way), opening a chat does what the panel
 * says to the chat state: open the panel, switch to the single view, select the seller. The seller is kept so the
 * panel, once loaded, can also add them to its contacts with their name and avatar.
 */
const defaultHandler: ChatHandler = (seller) => {
  pending = seller;
  useRootStore.getState().setChat({
    isChatOpen: true,
    chatView: 'single',
    selectedUserId: seller.sellerId,
    selectedProductId: seller.productId,
  });
};

let handler: ChatHandler = defaultHandler;

/** The chat panel calls this when it mounts; the returned function restores the default. */
export function registerChatHandler(next: ChatHandler): () => void {
  handler = next;
  const waiting = pending;
  pending = null;
  if (waiting && useRootStore.getState().chat.selectedUserId === waiting.sellerId) next(waiting);
  return () => {
    if (handler === next) handler = defaultHandler;
  };
}

/**
 * Opens a conversation with a product's seller. A product without a seller id shows 'Invalid seller details!' and
 * nothing else happens. Returns whether the chat was opened.
 */
export function openChatWith(target: ChatTarget): boolean {
  const sellerId = target.sellerId?.trim();
  if (!sellerId) {
    toast.error(i18n.t('toast.invalidSellerDetails'));
    return false;
  }
  handler({
    sellerId,
    sellerName: target.sellerName ?? '',
    avatarUrl: target.avatarUrl ?? null,
    productId: target._id ?? null,
  });
  return true;
}
