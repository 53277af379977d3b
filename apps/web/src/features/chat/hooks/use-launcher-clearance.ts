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
 * fields, primary actions marked `data-keep-clear`, and every card whole, with its name and price). Where one is
 * under the button's corner the button steps aside; the room kept after the footer gives it a place at every page's
 * end.
 */
export const KEEP_CLEAR_SELECTOR = [
  '[data-keep-clear]',
  'main a[href]',
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

/** The viewport shrunk to the button's corner, as an IntersectionObserver root margin. */
function cornerMargin(button: HTMLElement): string {
  const rect = button.getBoundingClientRect();
  const top = Math.max(0, rect.top - MARGIN_PX);
  const left = Math.max(0, rect.left - MARGIN_PX);
  return `-${Math.floor(top)}px 0px 0px -${Math.floor(left)}px`;
}

/**
 * Whether a keep-clear control is under the button's corner of the screen. An IntersectionObserver watches the
 * corner (the browser does the geometry off the scroll path); a MutationObserver only adds controls that appear
 * later (a list that loads) to it, so nothing here reacts to its own state change. Rebuilt when the window resizes.
 */
function useCornerCovered(button: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [covered, setCovered] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    if (!enabled || typeof IntersectionObserver === 'undefined') {
      setCovered(false);
      return;
    }
    const inCorner = new Set<Element>();
    let intersections: IntersectionObserver | null = null;
    let frame = 0;

    const settle = () => {
      for (const element of inCorner) if (!element.isConnected) inCorner.delete(element);
      setCovered(inCorner.size > 0);
    };
    const watchControls = () => {
      if (!intersections) return;
      for (const element of document.querySelectorAll(KEEP_CLEAR_SELECTOR)) intersections.observe(element);
      settle();
    };
    const build = () => {
      intersections?.disconnect();
      inCorner.clear();
      const element = button.current;
      if (!element) return;
      intersections = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) inCorner.add(entry.target);
            else inCorner.delete(entry.target);
          }
          settle();
        },
        { rootMargin: cornerMargin(element) },
      );
      watchControls();
    };
    const later = (work: () => void) => () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(work);
    };

    build();
    const mutations = new MutationObserver(later(watchControls));
    mutations.observe(document.body, { childList: true, subtree: true });
    const rebuild = later(build);
    window.addEventListener('resize', rebuild);
    return () => {
      cancelAnimationFrame(frame);
      mutations.disconnect();
      intersections?.disconnect();
      window.removeEventListener('resize', rebuild);
    };
  }, [button, enabled, pathname]);

  return enabled && covered;
}

/**
 * Keeps the floating Chat button off the page: it is not shown on the form pages or a product page, nor while a
 * text field has focus (on a phone the keyboard lifts it onto the field being typed in), nor while a control or a
 * card is under it (KEEP_CLEAR_SELECTOR); it comes back as soon as the page scrolls them clear. `shown`: the button
 * is on the page (the panel is closed). Returns whether it may show.
 */
export function useLauncherClearance(button: RefObject<HTMLElement | null>, shown: boolean): boolean {
  const { pathname } = useLocation();
  const offPage = FORM_PAGES.includes(pathname) || isProductPage(pathname);
  const typing = useTyping();
  const covered = useCornerCovered(button, shown && !offPage);
  return !offPage && !typing && !covered;
}
