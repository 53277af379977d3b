import { toast } from '@/lib/toast';
import { i18n } from '@/lib/i18n';
import { useRootStore } from '@/lib/store';

/** Who to chat with: the seller of a product (a product card, the detail page, a wishlist entry). */
export interface ChatTarget {
  sellerId?: string | null | undefined;
  sellerName?: string | undefined;
  avatarUrl?: string | null | undefined;
}

/** A seller whose id has been checked. */
export interface ChatSeller {
  sellerId: string;
  sellerName: string;
  avatarUrl: string | null;
}

export type ChatHandler = (seller: ChatSeller) => void;

/**
 * Until the chat issue registers its handler, opening a chat does what spec section 4 says to the chat state: open
 * the panel, switch to the single view, select the seller. The chat panel renders from that state.
 */
const defaultHandler: ChatHandler = (seller) => {
  useRootStore.getState().setChat({ isChatOpen: true, chatView: 'single', selectedUserId: seller.sellerId });
};

let handler: ChatHandler = defaultHandler;

/** The chat issue calls this once to take over; the returned function restores the default. */
export function registerChatHandler(next: ChatHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = defaultHandler;
  };
}

/**
 * Opens a conversation with a product's seller. A product without a seller id shows 'Invalid seller details!' and
 * nothing else happens (spec section 5). Returns whether the chat was opened.
 */
export function openChatWith(target: ChatTarget): boolean {
  const sellerId = target.sellerId?.trim();
  if (!sellerId) {
    toast.error(i18n.t('toast.invalidSellerDetails'));
    return false;
  }
  handler({ sellerId, sellerName: target.sellerName ?? '', avatarUrl: target.avatarUrl ?? null });
  return true;
}
