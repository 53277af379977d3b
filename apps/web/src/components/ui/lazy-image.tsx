import { useState } from 'react';
import { useDataSaver } from '@/lib/data-saver';
import { cn } from './cn';
import { WaitingPhoto, type TapToLoad } from './waiting-photo';
import { PlantIcon } from '../icons';

export interface LazyImageProps {
  src: string | undefined;
  alt: string;
  /** CSS aspect ratio of the box, e.g. '4 / 3'. The box is sized before the image arrives: no layout shift. */
  ratio?: string;
  className?: string;
  /** The page's main image: fetched eagerly and early. */
  priority?: boolean;
  sizes?: string;
  /** With data saver on, the photo waits for a tap (see lib/data-saver.ts). */
  tapToLoad?: TapToLoad | undefined;
}

/**
 * An image in a fixed-ratio grey box: lazy unless it is the page's main image, decoded off the main thread; with
 * data saver on and `tapToLoad` given, a blurred stand-in until it is tapped.
 */
export function LazyImage({
  src,
  alt,
  ratio = '4 / 3',
  className,
  priority = false,
  tapToLoad,
}: LazyImageProps) {
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [tapped, setTapped] = useState(false);
  const saver = useDataSaver();
  return (
    <div
      className={cn('relative w-full overflow-hidden bg-stone-200', className)}
      style={{ aspectRatio: ratio }}
    >
      {src && tapToLoad && saver && !tapped ? (
        <WaitingPhoto src={src} tapToLoad={tapToLoad} onLoad={() => setTapped(true)} />
      ) : src && !failed ? (
        <img
          src={src}
          alt={alt}
          loading={priority || tapped ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : 'auto'}
          onLoad={() => setLoaded(true)}
          onError={() => setFailed(true)}
          className={cn(
            'absolute inset-0 h-full w-full object-cover transition-opacity duration-300',
            // The page's main image is shown as it arrives, without the fade: an invisible image is no paint, so the
            // fade held the page's largest paint (LCP) back until its load event had gone through React.
            priority || loaded ? 'opacity-100' : 'opacity-0',
          )}
        />
      ) : (
        <div
          className="absolute inset-0 flex items-center justify-center text-stone-500"
          role="img"
          aria-label={alt}
        >
          <PlantIcon />
        </div>
      )}
    </div>
  );
}
