import { useEffect } from 'react';
import { countLoaded, countSaved, formatBytes } from '@/lib/data-saver';
import { useTranslation } from '@/lib/i18n';
import { DownloadIcon } from '../icons';

/** What data saver shows until a tap: a tiny stand-in drawn blurred, and what the photo would cost. */
export interface TapToLoad {
  /** A data URL of a few hundred bytes, or none (a plain grey box then). */
  preview?: string | undefined;
  bytes: number;
  /** What the photo shows, for the button's name (a card's photo itself has no text: its name is beside it). */
  name?: string;
}

/** The stand-in of a photo data saver holds back, with the button that loads it and says what it costs. */
export function WaitingPhoto({
  src,
  tapToLoad,
  onLoad,
}: {
  src: string;
  tapToLoad: TapToLoad;
  onLoad: () => void;
}) {
  const { t, i18n } = useTranslation();
  useEffect(() => countSaved(src, tapToLoad.bytes), [src, tapToLoad.bytes]);
  const size = formatBytes(tapToLoad.bytes, i18n.language, t);
  return (
    <>
      {tapToLoad.preview ? (
        <img
          src={tapToLoad.preview}
          alt=""
          className="absolute inset-0 h-full w-full scale-110 object-cover blur-md"
        />
      ) : null}
      <button
        type="button"
        onClick={() => {
          countLoaded(src);
          onLoad();
        }}
        aria-label={
          tapToLoad.name
            ? t('dataSaver.loadPhoto', { name: tapToLoad.name, size })
            : t('dataSaver.loadThisPhoto', { size })
        }
        className="absolute inset-0 flex items-center justify-center p-2"
      >
        {/* WhatsApp's sign for a photo not yet downloaded: an arrow and its size, in every language. */}
        <span className="flex items-center gap-1 rounded-full bg-black/65 px-3 py-1.5 text-sm font-semibold text-white">
          <DownloadIcon />
          {size}
        </span>
      </button>
    </>
  );
}
