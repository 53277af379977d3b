import { buttonClasses, cn } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import { PhoneIcon } from '@/components/icons';

/** A phone number as a tel: address: digits and a leading + only. */
export function telHref(phoneNumber: string): string {
  return `tel:${phoneNumber.replace(/[^\d+]/g, '')}`;
}

/**
 * Call the farmer: a buyer who sees a farmer's phone number gets it as a button too (a tap on a phone dials it).
 * `compact` is the round icon button of the conversation header.
 */
export function CallLink({
  phoneNumber,
  name,
  compact = false,
  className,
}: {
  phoneNumber: string;
  name: string;
  compact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  if (compact) {
    return (
      <a
        href={telHref(phoneNumber)}
        aria-label={t('contact.callNamed', { name })}
        className={cn('inline-flex size-12 shrink-0 items-center justify-center rounded-full', className)}
      >
        <PhoneIcon className="size-5" />
      </a>
    );
  }
  return (
    <a
      href={telHref(phoneNumber)}
      aria-label={t('contact.callNamed', { name })}
      className={cn(buttonClasses('outline', 'md'), className)}
    >
      <PhoneIcon className="size-4" />
      {t('contact.call')}
    </a>
  );
}
