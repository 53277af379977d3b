import type { BuyRequest } from '@kisansetu/contract';
import { Button } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import { failureText } from '@/lib/error-text';
import { toast } from '@/lib/toast';
import { useCloseRequest } from '../api';

/** The buyer's Close on an open request of theirs: it leaves the farmers' lists and takes no more offers. */
export function CloseRequestButton({ request }: { request: BuyRequest }) {
  const { t } = useTranslation();
  const close = useCloseRequest();
  if (request.status !== 'open') return null;
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={close.isPending}
      onClick={() =>
        close.mutate(request._id, {
          onSuccess: () => toast.success(t('server.requestClosedNow')),
          onError: (error) => toast.error(failureText(error, t('requests.closeFailed'))),
        })
      }
    >
      {close.isPending ? t('requests.closing') : t('requests.close')}
    </Button>
  );
}
