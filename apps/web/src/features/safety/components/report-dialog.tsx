import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { LIMITS, REPORT_REASONS, reportRequestSchema } from '@kisansetu/contract';
import type { ReportReason, ReportRequest, ReportTargetType } from '@kisansetu/contract';
import { Button, Dialog, NetworkButton, RadioGroup, TextAreaField } from '@/components/ui';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors, contractResolver, errorText, formSubmit } from '@/lib/forms';
import { useTranslation } from '@/lib/i18n';
import { failureText } from '@/lib/error-text';
import { fileReport } from '../api';

export interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
  targetType: ReportTargetType;
  targetId: string;
  /** The person reported, or whose listing or message it is: named in the title. */
  name: string;
}

interface ReportFields {
  reason: ReportReason | '';
  details: string;
}

/** The form's part of the contract's report: what is reported comes from the dialog's props. */
const reportFormSchema = reportRequestSchema.pick({ reason: true, details: true });
type ReportFormOutput = Pick<ReportRequest, 'reason' | 'details'>;

const TITLE = {
  product: 'report.titleProduct',
  user: 'report.titleUser',
  message: 'report.titleMessage',
  request: 'report.titleRequest',
  review: 'report.titleReview',
} as const;

/**
 * Report a listing, a person or a message: one of the contract's six reasons and optional details (≤ 500). When it
 * is sent, the dialog says what happens next; a report already open on the same thing gets the server's 409 text.
 */
export function ReportDialog({ open, onClose, targetType, targetId, name }: ReportDialogProps) {
  const { t } = useTranslation();
  const detailsMax = LIMITS.reportDetailsMax;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<ReportFields, unknown, ReportFormOutput>({
    resolver: contractResolver(reportFormSchema),
    defaultValues: { reason: '', details: '' },
  });
  const mutation = useMutation({
    mutationFn: fileReport,
    onError: (error) => applyServerFieldErrors(error, setError, ['reason', 'details']),
  });
  const formId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const done = mutation.isSuccess;
  useEffect(() => {
    if (done) closeRef.current?.focus();
  }, [done]);

  function close(): void {
    onClose();
    mutation.reset();
    reset({ reason: '', details: '' });
  }

  const details = watch('details') ?? '';
  const left = detailsMax - details.length;
  const failure = mutation.isError
    ? isApiError(mutation.error) && mutation.error.code === 'already_reported'
      ? t('server.alreadyReported')
      : isApiError(mutation.error) && mutation.error.fields
        ? null
        : failureText(mutation.error, t('toast.failedToSubmit'))
    : null;

  if (done) {
    return (
      <Dialog
        open={open}
        onClose={close}
        title={t('report.doneTitle')}
        actions={
          <Button ref={closeRef} onClick={close}>
            {t('report.close')}
          </Button>
        }
      >
        <p role="status">{t('report.doneText')}</p>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={<bdi>{t(TITLE[targetType], { name })}</bdi>}
      actions={
        <>
          <Button variant="ghost" onClick={close}>
            {t('common.cancel')}
          </Button>
          <NetworkButton type="submit" form={formId} variant="danger" disabled={mutation.isPending}>
            {mutation.isPending ? t('report.sending') : t('report.submit')}
          </NetworkButton>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={formSubmit(handleSubmit((values) => mutation.mutate({ targetType, targetId, ...values })))}
        className="flex flex-col gap-4"
      >
        <RadioGroup
          legend={t('report.reason')}
          name="reason"
          options={REPORT_REASONS.map((reason) => ({ value: reason, label: t(`report.reason.${reason}`) }))}
          error={errorText(errors.reason)}
          inputProps={register('reason')}
        />
        <TextAreaField
          label={
            <>
              {t('report.details')} <span className="font-normal text-stone-600">{t('common.optional')}</span>
            </>
          }
          hint={`${t('report.detailsHint')} ${t('report.charsLeft', { count: Math.max(0, left) })}`}
          maxLength={detailsMax}
          dir="auto"
          error={errorText(errors.details)}
          {...register('details')}
        />
        {failure ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            {failure}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
