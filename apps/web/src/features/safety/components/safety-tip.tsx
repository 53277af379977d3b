import { mentionsPaymentRisk } from '@kisansetu/contract';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/components/ui';

/** The warning shown beside a chat message that mentions advance payment, a UPI PIN, an OTP or a bank transfer. */
export function SafetyTip({ text, className }: { text: string; className?: string }) {
  const { t } = useTranslation();
  if (!mentionsPaymentRisk(text)) return null;
  return (
    <p
      role="note"
      className={cn(
        'mt-1 flex max-w-[85%] items-start gap-1.5 rounded-lg border border-amber-300 bg-amber-50 px-2.5 py-1.5 text-xs leading-snug text-amber-950',
        className,
      )}
    >
      <svg
        viewBox="0 0 24 24"
        className="mt-0.5 size-4 shrink-0"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 3 2 20h20L12 3Z" strokeLinejoin="round" />
        <path d="M12 10v4M12 17v.5" strokeLinecap="round" />
      </svg>
      <span>{t('chat.safetyTip')}</span>
    </p>
  );
}
