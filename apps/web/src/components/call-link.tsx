import { buttonClasses, cn } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';

/** A phone number as a tel: address: digits and a leading + only. */
export function telHref(phoneNumber: string): string {
  return `tel:${phoneNumber.replace(/[^\d+]/g, '')}`;
}

/** A handset, drawn in the text's colour (Call links and buttons). */
export function PhoneIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path
        d="M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z"
        strokeLinejoin="round"
      />
    </svg>
  );
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
