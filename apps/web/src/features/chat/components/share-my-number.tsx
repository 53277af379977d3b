import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui';
import { isolate, useTranslation } from '@/lib/i18n';
import { failureText } from '@/lib/error-text';
import { toast } from '@/lib/toast';
import { chatKeys, shareMyContact } from '../api';

/** Opens the caller's phone number and email to the other side of the conversation, with its toasts. */
export function useShareMyNumber(userId: string, name: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => shareMyContact(userId),
    onSuccess: () => {
      toast.success(t('privacy.shared', { name: isolate(name) }));
      void queryClient.invalidateQueries({ queryKey: chatKeys.contacts });
    },
    onError: (error) => toast.error(failureText(error, t('privacy.shareFailed'))),
  });
}

/**
 * "Share my number": contact details in a conversation show only once a person writes or shares them, so someone
 * who wants a call before writing can open theirs with one tap.
 */
export function ShareMyNumber({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation();
  const share = useShareMyNumber(userId, name);
  return (
    <div className="flex flex-col gap-1">
      <Button variant="outline" onClick={() => share.mutate()} disabled={share.isPending}>
        {t('privacy.shareMyNumber')}
      </Button>
      <p className="text-sm text-stone-700">{t('privacy.shareMyNumberHint', { name: isolate(name) })}</p>
    </div>
  );
}
