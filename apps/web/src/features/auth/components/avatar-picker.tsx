import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar, Button, FieldError } from '@/components/ui';
import { ACCEPT_ATTRIBUTE } from '@/lib/image';

/** An optional photo input with a live preview (signup, profile update). */
export function AvatarPicker({ label, file, onChange, error, currentUrl, name }: {
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
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {label} <span className="font-normal text-stone-600">{t('common.optional')}</span>
      </label>
      <div className="flex items-center gap-3">
        <Avatar src={shown} name={name || '?'} alt={t('signup.imagePreview')} size="lg" />
        <div className="flex min-w-0 flex-col gap-2">
          <input
            id={id}
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="block w-full text-sm text-stone-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:font-semibold file:text-brand-800"
            onChange={(event) => {
              onChange(event.target.files?.[0] ?? null);
              event.target.value = '';
            }}
          />
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
