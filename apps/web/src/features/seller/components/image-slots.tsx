import { useEffect, useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { LIMITS } from '@kisansetu/contract';
import { FieldError } from '@/components/ui';
import { ACCEPT_ATTRIBUTE, ACCEPTED_IMAGE_TYPES } from '@/lib/image';

/** One of the four photo slots: a photo already on the product, a newly chosen file, or empty. */
export type ImageSlot = { kind: 'existing'; url: string } | { kind: 'new'; file: File } | null;

export function emptySlots(urls: readonly string[] = []): ImageSlot[] {
  return Array.from({ length: LIMITS.productImagesMax }, (_, index) => {
    const url = urls[index];
    return url ? { kind: 'existing', url } : null;
  });
}

function isAccepted(file: File): boolean {
  return ACCEPTED_IMAGE_TYPES.some((type) => type === file.type);
}

/** Four photo slots with previews; choosing several photos at once fills the following empty slots. */
export function ImageSlots({
  slots,
  onChange,
  error,
  onError,
}: {
  slots: readonly ImageSlot[];
  onChange: (slots: ImageSlot[]) => void;
  error?: string | undefined;
  onError: (message: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const previews = useMemo(
    () =>
      slots.map((slot) =>
        slot?.kind === 'new' ? URL.createObjectURL(slot.file) : slot?.kind === 'existing' ? slot.url : null,
      ),
    [slots],
  );
  useEffect(
    () => () => {
      slots.forEach((slot, index) => {
        const preview = previews[index];
        if (slot?.kind === 'new' && preview) URL.revokeObjectURL(preview);
      });
    },
    [slots, previews],
  );

  function pick(start: number, files: FileList | null): void {
    if (!files || files.length === 0) return;
    const chosen = Array.from(files);
    if (chosen.some((file) => !isAccepted(file))) {
      onError(t('upload.notAnImage'));
      return;
    }
    onError(undefined);
    const next = [...slots];
    let position = start;
    for (const file of chosen) {
      while (position < next.length && position !== start && next[position] !== null) position += 1;
      if (position >= next.length) break;
      next[position] = { kind: 'new', file };
      position += 1;
    }
    onChange(next);
  }

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-stone-800">{t('upload.photos')}</legend>
      <p className="text-sm text-stone-600">{t('upload.photoHint')}</p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {slots.map((slot, index) => {
          const preview = previews[index];
          const label = t('upload.photoSlot', { n: index + 1 });
          return (
            <li key={index} className="flex flex-col gap-1">
              <div className="relative aspect-square overflow-hidden rounded-lg border-2 border-dashed border-stone-400 bg-stone-100">
                {preview ? (
                  <img src={preview} alt={label} className="h-full w-full object-cover" decoding="async" />
                ) : (
                  <span
                    className="flex h-full items-center justify-center text-3xl text-stone-400"
                    aria-hidden="true"
                  >
                    +
                  </span>
                )}
              </div>
              <label className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg bg-brand-50 px-2 text-center text-sm font-semibold text-brand-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700">
                <input
                  type="file"
                  accept={ACCEPT_ATTRIBUTE}
                  multiple={!slot}
                  className="sr-only"
                  aria-label={
                    slot
                      ? t('upload.replacePhotoN', { n: index + 1 })
                      : t('upload.addPhotoN', { n: index + 1 })
                  }
                  onChange={(event) => {
                    pick(index, event.target.files);
                    event.target.value = '';
                  }}
                />
                <span aria-hidden="true">{slot ? t('upload.replacePhoto') : t('upload.addPhoto')}</span>
              </label>
              {slot ? (
                <button
                  type="button"
                  className="min-h-9 rounded-lg text-sm font-semibold text-red-700 hover:bg-red-50"
                  onClick={() => {
                    const next = [...slots];
                    next[index] = null;
                    onChange(next);
                  }}
                >
                  {t('upload.removePhotoN', { n: index + 1 })}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <FieldError id="image-slots-error" message={error} />
    </fieldset>
  );
}
