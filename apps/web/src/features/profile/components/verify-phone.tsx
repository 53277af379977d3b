import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { OtpSendResponse } from '@kisansetu/contract';
import { Button } from '@/components/ui';
import { failureText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import {
  CodeEntry,
  FormAlert,
  codeCheck,
  displayPhoneNumber,
  meQueryKey,
  sendCode,
  verifyOwnPhone,
} from '../../auth';

/**
 * "Verify your number" on the profile: a code goes by SMS to the account's own number and comes back through the same
 * 6-digit box as phone sign-in; the answer is the profile with `phoneVerified`, so the mark appears at once.
 * "Change number" leads to the profile form (`editPath`): a new number is verified after it is saved.
 */
export function VerifyPhone({ phoneNumber, editPath }: { phoneNumber: string; editPath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<OtpSendResponse | null>(null);
  const send = useMutation({ mutationFn: () => sendCode(phoneNumber), onSuccess: setSent });
  const verify = useMutation({
    mutationFn: verifyOwnPhone,
    onSuccess: (user) => {
      queryClient.setQueryData(meQueryKey, user);
      toast.success(t('server.phoneVerified'));
      setSent(null);
    },
  });

  if (!sent) {
    return (
      <div className="flex flex-col items-start gap-2">
        <p className="text-sm text-stone-700">
          {t('phone.verifyIntro', { number: displayPhoneNumber(phoneNumber) })}
        </p>
        <Button variant="outline" onClick={() => send.mutate()} disabled={send.isPending}>
          {send.isPending ? t('phone.sending') : t('phone.verifyNumber')}
        </Button>
        {send.isError ? (
          <FormAlert>{failureText(send.error, t('toast.somethingWentWrong'))}</FormAlert>
        ) : null}
      </div>
    );
  }
  return (
    <section aria-labelledby="verify-phone-heading" className="flex flex-col gap-3">
      <h2 id="verify-phone-heading" className="text-lg font-bold text-stone-900">
        {t('phone.verifyNumber')}
      </h2>
      <CodeEntry
        phoneNumber={sent.phoneNumber}
        resendAfterSeconds={sent.resendAfterSeconds}
        {...codeCheck(verify)}
        onResend={() => sendCode(phoneNumber)}
        onChangeNumber={() => void navigate(editPath)}
      />
      <Button variant="ghost" className="self-start" onClick={() => setSent(null)}>
        {t('common.cancel')}
      </Button>
    </section>
  );
}
