import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Avatar, Button, FieldError } from '@/components/ui';
import { ACCEPT_ATTRIBUTE } from '@/lib/image';

/** An optional photo input with a live preview (signup, profile update). */
export function AvatarPicker({
  label,
  file,
  onChange,
  error,
  currentUrl,
  name,
}: {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | undefined;
  currentUrl?: string | null;
  name: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !file.type.startsWith('image/')) {
      setPreview(null);
      return undefined;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? currentUrl ?? null;
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-semibold text-stone-800">
        {label} <span className="font-normal text-stone-600">{t('common.optional')}</span>
      </span>
      <div className="flex items-center gap-3">
        <Avatar src={shown} name={name || '?'} alt={t('signup.imagePreview')} size="lg" />
        <div className="flex min-w-0 flex-col gap-2">
          <label className="inline-flex min-h-11 cursor-pointer items-center justify-center rounded-lg bg-brand-50 px-4 font-semibold text-brand-800 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-amber-500">
            <input
              id={id}
              type="file"
              accept={ACCEPT_ATTRIBUTE}
              className="sr-only"
              aria-label={label}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                onChange(event.target.files?.[0] ?? null);
                event.target.value = '';
              }}
            />
            <span aria-hidden="true">
              {file || currentUrl ? t('signup.changeImage') : t('signup.chooseImage')}
            </span>
          </label>
          {file ? <span className="truncate text-sm text-stone-600">{file.name}</span> : null}
          {file ? (
            <Button variant="ghost" size="sm" className="self-start" onClick={() => onChange(null)}>
              {t('signup.removeImage')}
            </Button>
          ) : null}
        </div>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
