import { useEffect, useState } from 'react';
import { LIMITS } from '@kisansetu/contract';
import { useTranslation } from '@/lib/i18n';
import { ACCEPTED_IMAGE_TYPES, isImageFile, shrinkImage } from '@/lib/image';

export interface PendingPhoto {
  file: File;
  /** The preview's object URL. */
  url: string;
  width: number;
  height: number;
}

/**
 * The photo chosen to go with the next message: made smaller on the phone first (`preparing` meanwhile), refused with
 * a message through `onError` when it is not a photo, not a type the server takes or still too large, and its size
 * read from the preview once it has loaded (`measured`). The preview's object URL is released with the photo.
 */
export function usePendingPhoto(onError: (message: string | undefined) => void) {
  const { t } = useTranslation();
  const [photo, setPhoto] = useState<PendingPhoto | null>(null);
  const [preparing, setPreparing] = useState(false);

  const previewUrl = photo?.url;
  useEffect(() => {
    if (!previewUrl) return undefined;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  async function pick(file: File): Promise<void> {
    if (!isImageFile(file)) {
      onError(t('upload.notAnImage'));
      return;
    }
    setPreparing(true);
    try {
      const shrunk = await shrinkImage(file);
      if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(shrunk.type)) {
        onError(t('server.unsupportedMediaType'));
        return;
      }
      if (shrunk.size > LIMITS.imageBytesMax) {
        onError(t('server.payloadTooLarge'));
        return;
      }
      onError(undefined);
      setPhoto({ file: shrunk, url: URL.createObjectURL(shrunk), width: 0, height: 0 });
    } finally {
      setPreparing(false);
    }
  }

  return {
    photo,
    preparing,
    pick,
    clear: () => setPhoto(null),
    /** The preview at `url` has loaded at this size (a preview replaced meanwhile is left as it is). */
    measured: (url: string, width: number, height: number) =>
      setPhoto((current) => (current?.url === url ? { ...current, width, height } : current)),
  };
}
