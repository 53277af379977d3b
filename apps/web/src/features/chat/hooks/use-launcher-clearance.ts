import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/lib/paths';

/** Pages that are one long form: the floating button would sit on their fields and their submit button. */
const FORM_PAGES: readonly string[] = [paths.upload, paths.updateUser, paths.updateSeller];

/**
 * What the floating button must never sit on: form fields and buttons (a card's Chat, a form's submit, "+ Upload New
 * Product"). Links and focusable containers are left out on purpose: a whole card is a link and <main> takes focus,
 * and stepping aside for them would hide the chat on every list.
 */
const CONTROLS = 'button,input,select,textarea,summary,[role="button"]';

function isTyping(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  return (
    element.isContentEditable ||
    element.matches('input:not([type=checkbox]):not([type=radio]),textarea,select')
  );
}

/** Whether a control of the page lies under the button: the stack under a few points of its box, past itself. */
function coversControl(button: HTMLElement): boolean {
  if (typeof document.elementsFromPoint !== 'function') return false;
  const box = button.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  const inset = 4;
  const points: [number, number][] = [
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
    [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
  ];
  return points.some(([x, y]) => {
    // The page's own content only: a toast or a dialog above the button is not something it covers.
    const under = document.elementsFromPoint(x, y).find((element) => !button.contains(element));
    return under?.closest('main') != null && under.closest(CONTROLS) != null;
  });
}

/**
 * Keeps the floating Chat button off the page's own controls: it is not shown on the form pages, nor while a text
 * field has focus (on a phone the keyboard lifts it onto the field), and it steps aside while it would sit on a
 * field or a button (checked after each scroll, resize or change of the page). Returns whether it may show.
 */
export function useLauncherClearance(button: RefObject<HTMLElement | null>): boolean {
  const { pathname } = useLocation();
  const onFormPage = FORM_PAGES.includes(pathname);
  const [typing, setTyping] = useState(() => isTyping(document.activeElement));
  const [covering, setCovering] = useState(false);

  useEffect(() => {
    const update = () => setTyping(isTyping(document.activeElement));
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
    };
  }, []);

  useEffect(() => {
    if (onFormPage) return undefined;
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const element = button.current;
        if (element) setCovering(coversControl(element));
      });
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    // Content that arrives late (a list loading, a dialog) can slide a control under the button without a scroll.
    const observer = typeof MutationObserver === 'function' ? new MutationObserver(check) : null;
    observer?.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
      observer?.disconnect();
    };
  }, [button, onFormPage, pathname]);

  return !onFormPage && !typing && !covering;
}
