import { useTranslation } from '@/lib/i18n';
import { cn } from '@/components/ui';
import { useIsOnline } from '../model/chat-runtime';

/** 'Online' / 'Offline' from the server's getOnlineUsers, with a dot that is not the only cue. */
export function PresenceLabel({
  userId,
  id,
  className,
}: {
  userId: string;
  id?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const online = useIsOnline(userId);
  return (
    <span id={id} className={cn('inline-flex items-center gap-1 text-xs', className)}>
      <span
        aria-hidden="true"
        className={cn('size-2 rounded-full', online ? 'bg-green-500' : 'bg-stone-400')}
      />
      {online ? t('state.online') : t('state.offline')}
    </span>
  );
}
