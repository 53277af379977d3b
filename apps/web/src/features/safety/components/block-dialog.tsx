import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import { failureText } from '@/lib/error-text';
import { toast } from '@/lib/toast';
import { blockUser, refreshAfterBlockChange } from '../api';

export interface BlockDialogProps {
  open: boolean;
  onClose: () => void;
  userId: string;
  name: string;
  /** After the server has blocked them (the chat leaves their conversation, say). */
  onBlocked?: () => void;
}

/** "Block {name}?" with what blocking does; Block sends POST user/block/{userId}. */
export function BlockDialog({ open, onClose, userId, name, onBlocked }: BlockDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => blockUser(userId),
    onSuccess: () => {
      toast.success(t('safety.blocked', { name }));
      onClose();
      onBlocked?.();
      void refreshAfterBlockChange(queryClient);
    },
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={<bdi>{t('safety.blockTitle', { name })}</bdi>}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={() => mutation.mutate()} disabled={mutation.isPending}>
            {mutation.isPending ? t('safety.blocking') : t('safety.block')}
          </Button>
        </>
      }
    >
      <p>{t('safety.blockText')}</p>
      {mutation.isError ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {failureText(mutation.error, t('safety.blockFailed'))}
        </p>
      ) : null}
    </Dialog>
  );
}
