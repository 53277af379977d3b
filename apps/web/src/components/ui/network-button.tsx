import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useOnline } from '@/lib/use-online';
import { Button, type ButtonProps } from './button';

/**
 * A button whose action needs the server (save, send, delete, report): while the phone is offline it is disabled and
 * says why right under it, instead of failing after the tap. Reads keep working offline from what was seen before,
 * so only writes use this.
 */
export function NetworkButton({ disabled, ...props }: ButtonProps) {
  const { t } = useTranslation();
  const online = useOnline();
  const reasonId = useId();
  if (online) return <Button disabled={disabled} {...props} />;
  const describedBy = [props['aria-describedby'], reasonId].filter(Boolean).join(' ');
  return (
    <>
      <Button {...props} disabled aria-describedby={describedBy} />
      <span id={reasonId} className="block basis-full text-sm font-medium text-amber-900">
        {t('offline.needsNetwork')}
      </span>
    </>
  );
}
