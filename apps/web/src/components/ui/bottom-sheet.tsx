import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { CrossIcon } from '../icons';

export interface BottomSheetProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  /** A bar under the content that does not scroll away (the sheet's main action). */
  footer?: ReactNode;
  onClose: () => void;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal panel that slides up from the bottom of a phone (a centred box on a wider screen), on the native <dialog>:
 * the browser makes the page behind it inert and gives Escape and the phone's Back gesture as a close request. Tab is
 * also kept inside here (the browser would let it reach its own toolbar, and a browser without showModal has no
 * modality at all), and focus goes back to what opened it. The content is only rendered once the sheet has been
 * opened, then kept: what it loads (the near-me controls and their zod rules) stays out of the page until asked for.
 */
export function BottomSheet({ open, title, children, footer, onClose }: BottomSheetProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // The close button, not the first field: a focused text box would pull up a phone's keyboard over the sheet.
      closeRef.current?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      const back = opener.current;
      opener.current = null;
      // Where showModal exists the browser does this too; the page may then move focus on (to its results).
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    }
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>): void {
    if (event.key === 'Escape') {
      // Handled here rather than by the dialog's own cancel, so it works the same where showModal is missing.
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (element) => !element.closest('[hidden]'),
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // The Back gesture or Escape: the page decides (it keeps `open`).
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // A tap on the dimmed backdrop (the dialog box itself, outside its content) closes the sheet.
        if (event.target === event.currentTarget) onClose();
      }}
      className="mx-0 mt-auto mb-0 max-h-[85dvh] w-full max-w-none rounded-t-2xl bg-white p-0 text-stone-900 shadow-xl backdrop:bg-black/50 sm:m-auto sm:max-w-lg sm:rounded-2xl"
    >
      {opened ? (
        <div className="flex max-h-[85dvh] flex-col">
          <div className="flex items-center justify-between gap-2 border-b border-stone-200 py-1 pr-1 pl-4">
            <h2 id={titleId} className="text-lg font-bold">
              {title}
            </h2>
            <button
              ref={closeRef}
              type="button"
              onClick={onClose}
              aria-label={t('sheet.close')}
              className="inline-flex size-12 items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100"
            >
              <CrossIcon />
            </button>
          </div>
          <div className="overflow-y-auto p-4">{children}</div>
          {footer ? <div className="border-t border-stone-200 p-3">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
