import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { matchPath, useLocation } from 'react-router';
import { paths, routePatterns } from '@/lib/paths';

/** Pages that are one long form: the floating button would sit on their fields and their submit button. */
const FORM_PAGES: readonly string[] = [paths.upload, paths.updateUser, paths.updateSeller];

/**
 * A product page has its own Chat (with this farmer, about this listing; on a phone in its bottom bar), which the
 * floating button, the same green Chat opening the general chat list, would be mistaken for.
 */
function isProductPage(pathname: string): boolean {
  return matchPath(routePatterns.product, pathname) !== null;
}

/**
 * What the floating button must never sit on: anything a person taps or reads in the page (its links, buttons and
 * fields, primary actions marked `data-keep-clear`, and every card with its name and price, though not a card's
 * photo, whose link is hidden from screen readers and keyboards as a second way to the same page). Where one is
 * under the button's corner the button moves up past it; the room kept after the footer gives it its corner at every
 * page's end.
 */
export const KEEP_CLEAR_SELECTOR = [
  '[data-keep-clear]',
  'main a[href]:not([aria-hidden="true"])',
  'main button',
  'main input:not([type=hidden])',
  'main textarea',
  'main select',
  'main summary',
  'main [role=button]',
  'main article',
].join(', ');

/** Room kept around the button, so a control just brushing its shadow also counts as covered. */
const MARGIN_PX = 8;

function isTyping(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  return (
    element.isContentEditable ||
    element.matches('input:not([type=checkbox]):not([type=radio]),textarea,select')
  );
}

function useTyping(): boolean {
  const [typing, setTyping] = useState(() => isTyping(document.activeElement));
  useEffect(() => {
    const update = () => setTyping(isTyping(document.activeElement));
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
    };
  }, []);
  return typing;
}

/**
 * What of a control must stay clear: all of it, except a card's photo across its top (not one beside its words),
 * which the button may lie on.
 */
function keptClear(control: Element): { top: number; bottom: number; left: number; right: number } {
  const box = control.getBoundingClientRect();
  const photo = control.matches('article')
    ? control.querySelector('img')?.getBoundingClientRect()
    : undefined;
  if (!photo || photo.top > box.top + MARGIN_PX || photo.right < box.right - MARGIN_PX) return box;
  return { top: photo.bottom, bottom: box.bottom, left: box.left, right: box.right };
}

/**
 * How far up the button must move from its corner to be clear of `boxes` (what is in its column of the screen),
 * or null when no place between the app's header and the corner is clear.
 */
export function liftClearOf(
  boxes: readonly { top: number; bottom: number }[],
  home: { bottom: number; height: number },
  ceiling: number,
): number | null {
  let bottom = home.bottom;
  for (let moved = true; moved;) {
    moved = false;
    for (const box of boxes) {
      if (box.top - MARGIN_PX < bottom && box.bottom + MARGIN_PX > bottom - home.height) {
        bottom = box.top - MARGIN_PX;
        moved = true;
      }
    }
  }
  return bottom - home.height < ceiling ? null : home.bottom - bottom;
}

/**
 * Moves the button up its column of the screen to the lowest place where no keep-clear control or card is, and out of
 * sight only while there is none (a phone's list of cards as wide as the screen). An IntersectionObserver keeps the
 * set of controls in the column, a MutationObserver adds controls that appear later (a list that loads), and each
 * scroll measures only that set, once a frame. The button is moved through its own style, not through React state,
 * so a scroll re-renders nothing. Rebuilt when the window or the button changes size.
 */
function useMoveClear(button: RefObject<HTMLElement | null>, enabled: boolean): void {
  const { pathname } = useLocation();

  useEffect(() => {
    const element = button.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const inColumn = new Set<Element>();
    let intersections: IntersectionObserver | null = null;
    let frame = 0;

    const place = () => {
      const rect = element.getBoundingClientRect();
      const boxes: { top: number; bottom: number }[] = [];
      for (const control of inColumn) {
        if (!control.isConnected) {
          inColumn.delete(control);
          continue;
        }
        const box = keptClear(control);
        if (box.right > rect.left - MARGIN_PX && box.left < rect.right + MARGIN_PX && box.bottom > box.top)
          boxes.push(box);
      }
      const home = {
        bottom: window.innerHeight - (Number.parseFloat(getComputedStyle(element).bottom) || 0),
        height: element.offsetHeight,
      };
      const ceiling = (document.querySelector('header')?.getBoundingClientRect().bottom ?? 0) + MARGIN_PX;
      const lift = liftClearOf(boxes, home, ceiling);
      element.style.translate = lift ? `0 -${Math.round(lift)}px` : '';
      element.style.visibility = lift === null ? 'hidden' : '';
    };
    const later = (work: () => void) => () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(work);
    };
    const watchControls = () => {
      if (!intersections) return;
      for (const control of document.querySelectorAll(KEEP_CLEAR_SELECTOR)) intersections.observe(control);
      place();
    };
    const build = () => {
      intersections?.disconnect();
      inColumn.clear();
      const left = Math.max(0, Math.floor(element.getBoundingClientRect().left - MARGIN_PX));
      intersections = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) inColumn.add(entry.target);
            else inColumn.delete(entry.target);
          }
          place();
        },
        { rootMargin: `0px 0px 0px -${left}px` },
      );
      watchControls();
    };

    build();
    const mutations = new MutationObserver(later(watchControls));
    mutations.observe(document.body, { childList: true, subtree: true });
    const rebuild = later(build);
    const onScroll = later(place);
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(rebuild);
    resized?.observe(element);
    window.addEventListener('resize', rebuild);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      mutations.disconnect();
      intersections?.disconnect();
      resized?.disconnect();
      window.removeEventListener('resize', rebuild);
      window.removeEventListener('scroll', onScroll);
      element.style.translate = '';
      element.style.visibility = '';
    };
  }, [button, enabled, pathname]);
}

/**
 * Keeps the floating Chat button off the page: it is not shown on the form pages or a product page, nor while a
 * text field has focus (on a phone the keyboard lifts it onto the field being typed in). Elsewhere it moves up out of
 * the way of a control or a card that would be under it (KEEP_CLEAR_SELECTOR) and back down once they scroll clear.
 * `shown`: the button is on the page (the panel is closed). Returns whether it may show.
 */
export function useLauncherClearance(button: RefObject<HTMLElement | null>, shown: boolean): boolean {
  const { pathname } = useLocation();
  const offPage = FORM_PAGES.includes(pathname) || isProductPage(pathname);
  const typing = useTyping();
  useMoveClear(button, shown && !offPage && !typing);
  return !offPage && !typing;
}
