import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Dialog, TextField } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { failureText } from '@/lib/error-text';
import { toast } from '@/lib/toast';
import { useEndSessionHere } from '../../auth';
import { deleteMyAccount, fetchMyData } from '../api';

/** Hands the browser a file to save, named for the day it was made. */
function saveAsFile(data: unknown, day: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `kisansetu-my-data-${day}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL can go once the browser has taken it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "Your data" on the profile: download everything KisanSetu holds about you, or close the account. */
export function YourData() {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const download = useMutation({
    mutationFn: fetchMyData,
    onSuccess: (data) => saveAsFile(data, data.exportedAt.slice(0, 10)),
    onError: (error) => toast.error(failureText(error, t('privacy.downloadFailed'))),
  });
  return (
    <section aria-labelledby="your-data-heading" className="mt-6 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="your-data-heading" className="text-xl font-bold">
        {t('privacy.yourData')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('privacy.yourDataIntro')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => download.mutate()} disabled={download.isPending}>
          {download.isPending ? t('privacy.downloading') : t('privacy.download')}
        </Button>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('privacy.deleteAccount')}
        </Button>
      </div>
      <DeleteAccountDialog open={confirming} onClose={() => setConfirming(false)} />
    </section>
  );
}

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const endSession = useEndSessionHere();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const close = () => {
    setPassword('');
    setFieldError(undefined);
    onClose();
  };
  const remove = useMutation({
    mutationFn: () => deleteMyAccount(password),
    onSuccess: () => {
      toast.success(t('server.accountDeleted'));
      endSession();
    },
    onError: (error) => {
      const onPassword = isApiError(error) ? error.fields?.password : undefined;
      if (onPassword) setFieldError(failureText(error, t('privacy.deleteFailed')));
      else toast.error(failureText(error, t('privacy.deleteFailed')));
    },
  });
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('privacy.deleteTitle')}
      actions={
        <>
          <Button variant="ghost" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => {
              if (password === '') setFieldError(t('validation.passwordRequired'));
              else remove.mutate();
            }}
          >
            {remove.isPending ? t('privacy.deleting') : t('privacy.deleteConfirm')}
          </Button>
        </>
      }
    >
      <p>{t('privacy.deleteText')}</p>
      <TextField
        wrapperClassName="mt-4"
        type="password"
        label={t('privacy.deletePassword')}
        autoComplete="current-password"
        value={password}
        error={fieldError}
        onChange={(event) => {
          setPassword(event.target.value);
          setFieldError(undefined);
        }}
      />
    </Dialog>
  );
}
