import { Suspense, lazy, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Dialog, TextField } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { failureText } from '@/lib/error-text';
import { toast } from '@/lib/toast';
import type { AccountExport, OtpSendResponse } from '@kisansetu/contract';
import {
  CodeEntry,
  FormAlert,
  displayPhoneNumber,
  sendCode,
  useEndSessionHere,
  useProfile,
} from '../../auth';
import { deleteMyAccount, fetchMyData } from '../api';

// Read only by those who ask to read their data here: a chunk of its own.
const MyDataView = lazy(() => import('./my-data-view').then((module) => ({ default: module.MyDataView })));

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
  const [readable, setReadable] = useState<AccountExport | null>(null);
  const download = useMutation({
    mutationFn: fetchMyData,
    onSuccess: (data) => saveAsFile(data, data.exportedAt.slice(0, 10)),
    onError: (error) => toast.error(failureText(error, t('privacy.downloadFailed'))),
  });
  const read = useMutation({
    mutationFn: fetchMyData,
    onSuccess: setReadable,
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
        <Button variant="outline" onClick={() => read.mutate()} disabled={read.isPending}>
          {t('myData.read')}
        </Button>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('privacy.deleteAccount')}
        </Button>
      </div>
      {readable ? (
        <Suspense fallback={null}>
          <MyDataView data={readable} />
        </Suspense>
      ) : null}
      <DeleteAccountDialog open={confirming} onClose={() => setConfirming(false)} />
    </section>
  );
}

/**
 * "Delete your account?": confirmed by the password, or, for an account made with a phone number (no email, no
 * password), by a code sent to its verified number.
 */
function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const endSession = useEndSessionHere();
  const { profile } = useProfile();
  const byCode = profile?.email === null;
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const remove = useMutation({
    mutationFn: deleteMyAccount,
    onSuccess: () => {
      toast.success(t('server.accountDeleted'));
      endSession();
    },
    onError: (error, proof) => {
      // A refused code is shown on the code box itself.
      if ('code' in proof) return;
      const onPassword = isApiError(error) ? error.fields?.password : undefined;
      if (onPassword) setFieldError(failureText(error, t('privacy.deleteFailed')));
      else toast.error(failureText(error, t('privacy.deleteFailed')));
    },
  });
  const close = () => {
    setPassword('');
    setFieldError(undefined);
    remove.reset();
    onClose();
  };
  const cancel = (
    <Button variant="ghost" onClick={close}>
      {t('common.cancel')}
    </Button>
  );
  if (byCode) {
    return (
      <Dialog open={open} onClose={close} title={t('privacy.deleteTitle')} actions={cancel}>
        <p>{t('privacy.deleteText')}</p>
        <div className="mt-4">
          <DeleteByCode
            phoneNumber={profile.phoneNumber}
            phoneVerified={profile.phoneVerified}
            onConfirm={(code) => remove.mutate({ code })}
            deleting={remove.isPending}
            error={remove.error}
            onEdit={() => {
              if (remove.isError) remove.reset();
            }}
          />
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('privacy.deleteTitle')}
      actions={
        <>
          {cancel}
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => {
              if (password === '') setFieldError(t('validation.passwordRequired'));
              else remove.mutate({ password });
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

/**
 * The code that closes a phone-only account: "Send code" to its verified number, then the 6-digit box. Six digits do
 * not delete on their own here: the red button does, as the password's does.
 */
function DeleteByCode({
  phoneNumber,
  phoneVerified,
  onConfirm,
  deleting,
  error,
  onEdit,
}: {
  phoneNumber: string;
  phoneVerified: boolean;
  onConfirm: (code: string) => void;
  deleting: boolean;
  error: unknown;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<OtpSendResponse | null>(null);
  const send = useMutation({ mutationFn: () => sendCode(phoneNumber), onSuccess: setSent });
  if (!phoneVerified) return <p className="text-stone-800">{t('phone.deleteVerifyFirst')}</p>;
  if (!sent) {
    return (
      <div className="flex flex-col items-start gap-2">
        <p className="text-stone-800">
          {t('phone.deleteByCode', { number: displayPhoneNumber(phoneNumber) })}
        </p>
        <Button variant="outline" onClick={() => send.mutate()} disabled={send.isPending}>
          {send.isPending ? t('phone.sending') : t('phone.sendCode')}
        </Button>
        {send.isError ? <FormAlert>{failureText(send.error, t('privacy.deleteFailed'))}</FormAlert> : null}
      </div>
    );
  }
  return (
    <CodeEntry
      phoneNumber={sent.phoneNumber}
      resendAfterSeconds={sent.resendAfterSeconds}
      onVerify={onConfirm}
      verifying={deleting}
      error={error}
      onEdit={onEdit}
      onResend={() => sendCode(phoneNumber)}
      describeError={(failure) => failureText(failure, t('privacy.deleteFailed'))}
      submitLabel={t('privacy.deleteConfirm')}
      workingLabel={t('privacy.deleting')}
      submitVariant="danger"
      autoSubmit={false}
    />
  );
}
