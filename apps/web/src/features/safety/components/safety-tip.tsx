import { mentionsPaymentRisk } from '@kisansetu/contract';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/components/ui';
import { WarningIcon } from '@/components/icons';

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
      <WarningIcon />
      <span>{t('chat.safetyTip')}</span>
    </p>
  );
}
