import { ROLE } from '@kisansetu/contract';
import { useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { Product } from '@kisansetu/contract';
import { buttonClasses } from '@/components/ui';
import { telHref } from '@/components/call-link';
import { PhoneIcon } from '@/components/icons';
import { useTranslation } from '@/lib/i18n';
import { useCurrentUser } from '@/lib/store';
import type { SessionUser } from '@/lib/store';
import { ChatButton } from '../../chat-bridge';
import { WishlistButton } from '../../wishlist';

/**
 * The bar's height, measured: a label that wraps (Tamil, Telugu at 320 px) makes it taller than its one-line
 * 4rem + the home-indicator inset, which is the value until it is measured.
 */
const HEIGHT_VARIABLE = '--action-bar-height';

/** The room the bar takes, kept free after the footer. Literal classes, so Tailwind generates them. */
const BAR_ROOM = 'h-[var(--action-bar-height,calc(4rem+env(safe-area-inset-bottom)))]';

/** The page's bottom padding while the bar shows: the bar's height plus the page's own 1.5rem. */
export const PAGE_ROOM_WITH_BAR =
  'pb-[calc(var(--action-bar-height,calc(4rem+env(safe-area-inset-bottom)))+1.5rem)]';

/**
 * Each button takes an equal share, its icon above its label so the label has the button's whole width, and the
 * label wraps (a word longer than the button breaks) instead of being cut.
 */
const ITEM = 'min-w-0 flex-1 basis-0 flex-col gap-0.5! px-2! py-1 text-center leading-tight wrap-anywhere';

/** Whether the viewer gets the bar's actions: buyers, and visitors (sent to log in first); a farmer gets neither. */
export function hasBuyerActions(role: SessionUser['role'] | undefined): boolean {
  return role === undefined || role === ROLE.buyer;
}

/** Keeps HEIGHT_VARIABLE on the document equal to the bar's height while the bar is on the page. */
function useHeightVariable(bar: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(HEIGHT_VARIABLE, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(HEIGHT_VARIABLE);
    };
  }, [bar]);
}

/**
 * The product page's main actions on a phone, in a bar fixed at the screen's bottom: Chat (this farmer, about this
 * product), Call (only for a signed-in buyer, and only when the page has the farmer's number to show) and the
 * wishlist action, each with the role rules and texts of the page's own buttons. The page keeps `PAGE_ROOM_WITH_BAR`
 * at its end, and an empty block after the footer (portalled to the body's end) keeps the footer's last lines clear
 * too, both as tall as the bar.
 */
export function ProductActionBar({
  product,
  phoneNumber,
}: {
  product: Product;
  /** The farmer's number, when the page shows it (it is never sent to a visitor who is not signed in). */
  phoneNumber?: string | undefined;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canCall = user?.role === ROLE.buyer && phoneNumber !== undefined && phoneNumber !== '';
  const bar = useRef<HTMLElement>(null);
  useHeightVariable(bar);
  return (
    <>
      <section
        ref={bar}
        aria-label={t('product.actionBar')}
        data-action-bar
        className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white px-3 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] shadow-[0_-2px_8px_rgb(0_0_0/0.08)]"
      >
        {/* It wraps only for the offline note a network button puts under itself (full width). */}
        <div className="mx-auto flex max-w-6xl flex-wrap items-stretch gap-2">
          <ChatButton target={product} size="sm" variant="primary" className={ITEM} />
          {canCall ? (
            <a
              href={telHref(phoneNumber)}
              aria-label={t('contact.callNamed', { name: product.sellerName })}
              className={buttonClasses('outline', 'sm', ITEM)}
            >
              <PhoneIcon className="size-4" />
              {t('contact.call')}
            </a>
          ) : null}
          <WishlistButton productId={product._id} size="sm" variant="outline" className={ITEM} />
        </div>
      </section>
      {createPortal(<div aria-hidden="true" className={BAR_ROOM} />, document.body)}
    </>
  );
}
