import { Button, Dialog } from '@/components/ui';
import { failureText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';

/**
 * The confirm before a helper's link ends, from either side: once ended, the farmer would have to agree by a new code
 * to be linked again. `end` runs the call; the dialog says when it succeeded or why it could not.
 */
export function EndLinkDialog({
  open,
  title,
  body,
  confirm,
  pending,
  end,
  onEnded,
  onClose,
}: {
  open: boolean;
  title: string;
  body: string;
  confirm: string;
  pending: boolean;
  end: (callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  onEnded?: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={pending}
            onClick={() =>
              end({
                onSuccess: () => {
                  onEnded?.();
                  toast.success(t('server.helperLinkEnded'));
                  onClose();
                },
                onError: (error) => toast.error(failureText(error, t('helpers.desk.endFailed'))),
              })
            }
          >
            {pending ? t('helpers.desk.ending') : confirm}
          </Button>
        </>
      }
    >
      <p>{body}</p>
    </Dialog>
  );
}
