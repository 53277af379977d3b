import { useEffect, useRef, useState } from 'react';
import type { MessageAttachment } from '@kisansetu/contract';
import { useTranslation } from '@/lib/i18n';
import { WaitingPhoto, cn } from '@/components/ui';
import { useDataSaver } from '@/lib/data-saver';
import { photoUrl } from '../model/clock';
import { CloseIcon } from '@/components/icons';

export type PhotoAttachment = Extract<MessageAttachment, { kind: 'image' }>;

/**
 * The photo full screen, on the native <dialog> (the top layer, above the chat panel; the browser traps and returns
 * the focus). Escape or Close ends it without closing the chat around it.
 */
function PhotoViewer({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      aria-label={t('chatMedia.photo')}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.stopPropagation();
      }}
      onClick={(event) => {
        // A tap on the dark area around the photo closes it, as on a phone's gallery.
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-black p-0 backdrop:bg-black"
    >
      <div className="flex h-full w-full items-center justify-center">
        <img
          src={photoUrl(url, 'large')}
          alt={t('chatMedia.photo')}
          className="max-h-full max-w-full object-contain"
        />
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={t('chatMedia.closePhoto')}
        className="absolute top-[max(0.5rem,env(safe-area-inset-top))] right-2 inline-flex size-12 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80"
      >
        <CloseIcon />
      </button>
    </dialog>
  );
}

/**
 * A photo in the thread: the small variant, in its own shape from the first paint (the thread does not jump when it
 * arrives), opening full screen on a tap.
 */
export function ChatPhoto({ attachment }: { attachment: PhotoAttachment }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const [tapped, setTapped] = useState(false);
  const saver = useDataSaver();
  const thumbnail = useRef<HTMLButtonElement>(null);
  // Closed, the viewer hands the focus back to the photo that opened it.
  const close = () => {
    setOpen(false);
    thumbnail.current?.focus();
  };
  const { url, width, height } = attachment;
  const ratio = width > 0 && height > 0 ? `${width} / ${height}` : '4 / 3';
  if (failed) {
    return (
      <p
        className="flex w-60 max-w-full items-center justify-center rounded-xl bg-stone-200 p-3 text-center text-sm text-stone-700"
        style={{ aspectRatio: ratio }}
      >
        {t('chatMedia.photoUnavailable')}
      </p>
    );
  }
  // With data saver on, the photo waits for a tap (a message stored before its size was kept loads as it always did).
  if (saver && !tapped && attachment.smallBytes !== undefined) {
    return (
      <div
        className="relative w-60 max-w-full overflow-hidden rounded-xl bg-stone-200"
        style={{ aspectRatio: ratio }}
      >
        <WaitingPhoto
          src={photoUrl(url, 'small')}
          tapToLoad={{
            preview: attachment.preview,
            bytes: attachment.smallBytes,
          }}
          onLoad={() => setTapped(true)}
        />
      </div>
    );
  }
  return (
    <>
      <button
        ref={thumbnail}
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('chatMedia.openPhoto')}
        aria-haspopup="dialog"
        className="block w-60 max-w-full overflow-hidden rounded-xl bg-stone-200"
      >
        <img
          src={photoUrl(url, 'small')}
          alt=""
          width={width || undefined}
          height={height || undefined}
          decoding="async"
          onError={() => setFailed(true)}
          className={cn('block max-h-80 w-full object-cover')}
          style={{ aspectRatio: ratio }}
        />
      </button>
      {open ? <PhotoViewer url={url} onClose={close} /> : null}
    </>
  );
}
