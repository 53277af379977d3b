import { useEffect, useId, useRef, useState } from 'react';
import type { Location } from '@kisansetu/contract';
import { buttonClasses, cn } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { ShareIcon } from '@/components/icons';

/** "Lasalgaon, Nashik" from a stored place, else the address as written (the place is shorter and reads the same). */
export function sharePlace(
  location: Pick<Location, 'place' | 'district' | 'state'> | null,
  address: string,
): string {
  if (location?.place && location.district && location.place !== location.district)
    return `${location.place}, ${location.district}`;
  return location?.place ?? location?.district ?? address;
}

/**
 * The page's address on this site as a link to send, carrying the sender's language (`?lang=`): the recipient's
 * preview and first page are in it, until they choose their own.
 */
export function shareUrl(path: string, lang: string, origin: string = window.location.origin): string {
  const url = new URL(path, origin);
  url.searchParams.set('lang', lang);
  return url.href;
}

/** The link WhatsApp opens with the text ready to send (wa.me works on phones and on WhatsApp Web alike). */
export function whatsAppHref(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
}

/**
 * Share a page: the phone's own share sheet where the browser has one (`navigator.share`: WhatsApp, SMS, whatever
 * the phone has), else a small menu with WhatsApp and Copy link. `text` is in the UI's language; `path` is the page's
 * path on this site, shared with the UI's language (shareUrl).
 */
export function ShareButton({
  label,
  title,
  text,
  path,
  className,
}: {
  /** The button's accessible name ("Share this listing"). */
  label: string;
  title: string;
  text: string;
  path: string;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const url = shareUrl(path, i18n.language);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The person closed the sheet: nothing to do. Anything else (not allowed here): offer the menu instead.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setOpen((was) => !was);
  }

  async function copy() {
    setOpen(false);
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('share.copied'));
    } catch {
      toast.error(t('share.copyFailed'));
    }
  }

  return (
    <div ref={root} className={cn('relative inline-block', className)}>
      <button
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => void share()}
        className={buttonClasses('outline', 'md', 'inline-flex items-center gap-2')}
      >
        <ShareIcon className="size-5" />
        <span aria-hidden="true">{t('share.button')}</span>
      </button>
      {open ? (
        <div
          id={menuId}
          className="absolute left-0 z-20 mt-1 flex min-w-48 flex-col rounded-lg border border-stone-200 bg-white p-1 shadow-lg"
        >
          <a
            href={whatsAppHref(text, url)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => setOpen(false)}
            className="flex min-h-12 items-center rounded-md px-3 font-semibold text-stone-900 hover:bg-stone-100"
          >
            {t('share.whatsapp')}
          </a>
          <button
            type="button"
            onClick={() => void copy()}
            className="flex min-h-12 items-center rounded-md px-3 text-left font-semibold text-stone-900 hover:bg-stone-100"
          >
            {t('share.copy')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
