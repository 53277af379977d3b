import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { PhotoPreview } from '@kisansetu/contract';
import { LazyImage } from '@/components/ui';
import { countSaved, useDataSaver } from '@/lib/data-saver';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';

/**
 * The detail page's photos: swipe on a phone, arrow buttons everywhere, one photo a view. The scrolling track is a
 * named, focusable region (WCAG 2.1.1: a scroll area must be reachable without a pointer) where the arrow keys,
 * Home and End move a whole photo at a time. With data saver on, the photos are the card size (`thumbnails`), and
 * only the first loads by itself: the others wait for a tap.
 */
export function ImageCarousel({
  photos,
  thumbnails,
  preview,
  name,
}: {
  photos: readonly string[];
  thumbnails: readonly string[];
  preview: PhotoPreview | null;
  name: string;
}) {
  const { t } = useTranslation();
  const saver = useDataSaver();
  const images = saver ? photos.map((photo, position) => thumbnails[position] ?? photo) : photos;
  // The first photo at the card's size instead of the large one: the difference is what data saver kept back.
  const firstSaved = saver && preview ? (preview.photoBytes[0] ?? 0) - (preview.cardBytes[0] ?? 0) : 0;
  useEffect(() => {
    if (photos[0] && firstSaved > 0) countSaved(photos[0], firstSaved);
  }, [photos, firstSaved]);
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  // The photo a button or key asked for while its smooth scroll runs: the scroll events on the way would otherwise
  // set the counter back, and a second press would count from a photo in between.
  const pending = useRef<number | null>(null);
  const total = images.length;
  const current = () => pending.current ?? index;

  function scrollTo(next: number): void {
    const element = track.current;
    if (!element) return;
    const target = (next + total) % total;
    pending.current = target;
    element.scrollTo({ left: target * element.clientWidth, behavior: 'smooth' });
    setIndex(target);
  }

  function syncFromScroll(element: HTMLDivElement, ended: boolean): void {
    if (element.clientWidth === 0) return;
    const position = element.scrollLeft / element.clientWidth;
    if (pending.current !== null) {
      if (!ended && Math.abs(position - pending.current) > 0.01) return;
      pending.current = null;
    }
    setIndex(Math.round(position));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    const at = current();
    const keys: Readonly<Record<string, number>> = {
      ArrowLeft: at - 1,
      ArrowRight: at + 1,
      Home: 0,
      End: total - 1,
    };
    const next = keys[event.key];
    if (next === undefined || total < 2) return;
    event.preventDefault();
    scrollTo(next);
  }

  if (total === 0)
    return (
      <LazyImage src={undefined} alt={t('product.photoOf', { name })} ratio="4 / 3" className="rounded-xl" />
    );

  return (
    <section aria-roledescription="carousel" aria-label={t('product.photos')} className="relative">
      <div
        ref={track}
        role="region"
        aria-label={t('product.photosOf', { name })}
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-xl [scrollbar-width:none]"
        onScroll={(event) => syncFromScroll(event.currentTarget, false)}
        onScrollEnd={(event) => syncFromScroll(event.currentTarget, true)}
        onTouchStart={() => {
          // A swipe takes over from a button's scroll.
          pending.current = null;
        }}
      >
        {images.map((src, position) => (
          <div
            key={src}
            className="w-full shrink-0 snap-center"
            role="group"
            aria-roledescription="slide"
            aria-label={t('product.photoNOf', { n: position + 1, total })}
          >
            <LazyImage
              src={src}
              alt={t('product.photoNOfName', { n: position + 1, total, name })}
              ratio="4 / 3"
              priority={position === 0}
              tapToLoad={
                position > 0 && preview
                  ? {
                      bytes: preview.cardBytes[position] ?? 0,
                      name: t('product.photoNOfName', { n: position + 1, total, name }),
                    }
                  : undefined
              }
            />
          </div>
        ))}
      </div>
      {total > 1 ? (
        <>
          <button
            type="button"
            onClick={() => scrollTo(current() - 1)}
            aria-label={t('product.previousPhoto')}
            className="absolute top-1/2 left-2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow"
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            onClick={() => scrollTo(current() + 1)}
            aria-label={t('product.nextPhoto')}
            className="absolute top-1/2 right-2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow"
          >
            <ChevronRightIcon />
          </button>
          <p
            className="absolute right-2 bottom-2 rounded-full bg-black/60 px-2 py-0.5 text-sm text-white"
            aria-live="polite"
          >
            {index + 1} / {total}
          </p>
        </>
      ) : null}
    </section>
  );
}
