import { useNavigate } from 'react-router';
import type { RequestCreateRequest } from '@kisansetu/contract';
import { Page, StatusText } from '@/components/ui';
import { useProfile } from '@/features/auth';
import { useTranslation } from '@/lib/i18n';
import { failureText } from '@/lib/error-text';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useCreateRequest } from '../api';
import { RequestForm } from '../components/request-form';

/** /requests/new: a buyer posts a requirement; the address and PIN code start as their own; then My requirements. */
export function NewRequestPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { profile, isPending } = useProfile();
  const create = useCreateRequest();

  function submit(values: RequestCreateRequest): void {
    create.mutate(values, {
      onSuccess: () => {
        toast.success(t('server.requestCreated'));
        void navigate(paths.requests);
      },
      onError: (error) => {
        // Field errors show on their inputs; anything else (request_limit, rate limits) in the toast.
        const fieldsOnly = isApiError(error) && error.fields !== undefined;
        toast.error(fieldsOnly ? t('requests.form.failed') : failureText(error, t('requests.form.failed')));
      },
    });
  }

  return (
    <Page title={t('requests.new.title')} intro={t('requests.new.intro')} width="narrow">
      {isPending ? (
        <StatusText>{t('state.loading')}</StatusText>
      ) : (
        <RequestForm
          defaultAddress={profile?.address ?? ''}
          defaultPincode={profile?.location?.pincode ?? ''}
          pending={create.isPending}
          serverError={create.error}
          onSubmit={submit}
        />
      )}
      {isApiError(create.error) && create.error.code === 'request_limit' ? (
        <StatusText tone="error">{failureText(create.error, t('requests.form.failed'))}</StatusText>
      ) : null}
    </Page>
  );
}
