import { useTranslation } from '@/lib/i18n';
import { cn } from '@/components/ui';
import { ACCEPT_ATTRIBUTE } from '@/lib/image';
import type { PendingPhoto } from '../hooks/use-pending-photo';
import { CameraIcon } from '@/components/icons';

/** The camera button of the message box: the phone offers its camera or its gallery. */
export function PhotoPicker({ onPick }: { onPick: (file: File) => void }) {
  const { t } = useTranslation();
  return (
    <label
      className={cn(
        'inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-brand-800 hover:bg-brand-50',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
      )}
    >
      <input
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        className="sr-only"
        aria-label={t('chatMedia.addPhoto')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Emptied, so choosing the same photo again is still a change.
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
      <CameraIcon />
    </label>
  );
}

/**
 * The chosen photo above the message box, to check before it goes, with a way to remove it; while the phone makes
 * it smaller, a line that says so.
 */
export function PhotoPreview({
  photo,
  onMeasured,
  onRemove,
}: {
  photo: PendingPhoto | null;
  onMeasured: (url: string, width: number, height: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mb-2 flex items-center gap-2">
      {photo ? (
        <>
          <img
            src={photo.url}
            alt={t('chatMedia.photoToSend')}
            onLoad={(event) => {
              const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
              onMeasured(photo.url, width, height);
            }}
            className="size-16 shrink-0 rounded-lg bg-stone-200 object-cover"
          />
          <button
            type="button"
            onClick={onRemove}
            className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-brand-800 underline hover:bg-brand-50"
          >
            {t('chatMedia.removePhoto')}
          </button>
        </>
      ) : (
        <p role="status" className="text-sm text-stone-700">
          {t('chatMedia.preparingPhoto')}
        </p>
      )}
    </div>
  );
}
