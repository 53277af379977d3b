import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/lib/paths';

/** Pages that are one long form: the floating button would sit on their fields and their submit button. */
const FORM_PAGES: readonly string[] = [paths.upload, paths.updateUser, paths.updateSeller];

function isTyping(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  return (
    element.isContentEditable ||
    element.matches('input:not([type=checkbox]):not([type=radio]),textarea,select')
  );
}

/**
 * Keeps the floating Chat button off the page's own controls: it is not shown on the form pages, nor while a text
 * field has focus (on a phone the keyboard lifts it onto the field being typed in). Elsewhere the space the
 * launcher leaves after the footer lets the page's last controls scroll clear of it. Returns whether it may show.
 */
export function useLauncherClearance(): boolean {
  const { pathname } = useLocation();
  const onFormPage = FORM_PAGES.includes(pathname);
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

  return !onFormPage && !typing;
}
