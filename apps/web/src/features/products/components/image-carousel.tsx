import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { LazyImage } from '@/components/ui';

/** The detail page's photos: swipe on a phone, arrow buttons everywhere, one photo a view. */
export function ImageCarousel({ images, name }: { images: readonly string[]; name: string }) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const total = images.length;

  function scrollTo(next: number): void {
    const element = track.current;
    if (!element) return;
    const target = (next + total) % total;
    element.scrollTo({ left: target * element.clientWidth, behavior: 'smooth' });
    setIndex(target);
  }

  if (total === 0) return <LazyImage src={undefined} alt={t('product.photoOf', { name })} ratio="4 / 3" className="rounded-xl" />;

  return (
    <section aria-roledescription="carousel" aria-label={t('product.photos')} className="relative">
      <div
        ref={track}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-xl [scrollbar-width:none]"
        onScroll={(event) => {
          const element = event.currentTarget;
          if (element.clientWidth > 0) setIndex(Math.round(element.scrollLeft / element.clientWidth));
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
            />
          </div>
        ))}
      </div>
      {total > 1 ? (
        <>
          <button
            type="button"
            onClick={() => scrollTo(index - 1)}
            aria-label={t('product.previousPhoto')}
            className="absolute top-1/2 left-2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow"
          >
            <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5">
              <path d="m15 5-7 7 7 7" />
            </svg>
          </button>
          <button
            type="button"
            onClick={() => scrollTo(index + 1)}
            aria-label={t('product.nextPhoto')}
            className="absolute top-1/2 right-2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow"
          >
            <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5">
              <path d="m9 5 7 7-7 7" />
            </svg>
          </button>
          <p className="absolute right-2 bottom-2 rounded-full bg-black/60 px-2 py-0.5 text-sm text-white" aria-live="polite">
            {index + 1} / {total}
          </p>
        </>
      ) : null}
    </section>
  );
}
