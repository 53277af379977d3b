import { useId, useState } from 'react';
import { LIMITS, MODERATION_ACTIONS } from '@kisansetu/contract';
import type { ModerationAction, ModerationReport } from '@kisansetu/contract';
import { Button, RadioGroup, TextAreaField } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import { failureText } from '@/lib/error-text';
import { toast } from '@/lib/toast';
import { reinstateUser, resolveReport, useModerationMutation } from '../api';
import { ConversationDialog } from './conversation-dialog';
import { ReportTargetView, reportedPerson } from './report-target';
import { formatDateTime } from '@/lib/format';

/** The decisions a report allows: hiding a listing only for a listing, hiding a review only for a review. */
function actionsFor(report: ModerationReport): ModerationAction[] {
  return MODERATION_ACTIONS.filter(
    (action) =>
      (action !== 'hide_product' || report.targetType === 'product') &&
      (action !== 'hide_review' || report.targetType === 'review'),
  );
}

/** One report: what is reported as it is now, by whom, why; and, while open, the decision with a note. */
export function ReportCard({ report }: { report: ModerationReport }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [action, setAction] = useState<ModerationAction | ''>('');
  const [note, setNote] = useState('');
  const [actionError, setActionError] = useState<string | undefined>();
  const [reading, setReading] = useState(false);
  const person = reportedPerson(report.target);
  const resolve = useModerationMutation((body: { action: ModerationAction; note: string }) =>
    resolveReport(report._id, body),
  );
  const reinstate = useModerationMutation((userId: string) => reinstateUser(userId));
  // The server lets a moderator read a conversation only while a report between the two is open.
  const canRead =
    report.status === 'open' && (report.targetType === 'user' || report.targetType === 'message');

  function submit(): void {
    if (!action) {
      setActionError(t('validation.moderationActionInvalid'));
      return;
    }
    setActionError(undefined);
    resolve.mutate(
      { action, note: note.trim() },
      {
        onSuccess: () => toast.success(t('mod.resolvedToast')),
        onError: (error) => toast.error(failureText(error, t('toast.failedToSubmit'))),
      },
    );
  }

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold">
          {t(`mod.target.${report.targetType}`)} · {t(`report.reason.${report.reason}`)}
        </h3>
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-950">
          {t('mod.reportCount', { count: report.reportCount })}
        </span>
      </header>
      <ReportTargetView target={report.target} />
      <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm wrap-anywhere">
        <dt className="font-semibold text-stone-700">{t('mod.reporter')}</dt>
        <dd>
          <bdi>{report.reporter.fullName}</bdi>
        </dd>
        <dt className="font-semibold text-stone-700">{t('mod.reportedAt')}</dt>
        <dd>
          <time dateTime={report.createdAt}>{formatDateTime(report.createdAt, i18n.language)}</time>
        </dd>
        <dt className="font-semibold text-stone-700">{t('mod.details')}</dt>
        <dd dir="auto" className="break-words whitespace-pre-wrap">
          {report.details ?? t('mod.noDetails')}
        </dd>
      </dl>
      {canRead ? (
        <div className="flex flex-col gap-1 rounded-lg border border-stone-200 p-3">
          <Button variant="outline" className="self-start" onClick={() => setReading(true)}>
            {t('mod.readConversation')}
          </Button>
          <p className="text-sm text-stone-600">{t('mod.readLogged')}</p>
          {reading ? (
            <ConversationDialog reportId={report._id} open={reading} onClose={() => setReading(false)} />
          ) : null}
        </div>
      ) : null}
      {report.resolution ? (
        <div className="rounded-lg bg-stone-100 p-3 text-sm">
          <p className="font-semibold">
            {t('mod.resolution', { action: t(`mod.action.${report.resolution.action}`) })}
          </p>
          {report.resolution.note ? (
            <p dir="auto" className="whitespace-pre-wrap">
              {t('mod.resolutionNote', { note: report.resolution.note })}
            </p>
          ) : null}
          <p className="text-stone-600">
            <time dateTime={report.resolution.at}>{formatDateTime(report.resolution.at, i18n.language)}</time>
          </p>
        </div>
      ) : null}
      {report.status === 'open' ? (
        <form
          noValidate
          className="flex flex-col gap-3 border-t border-stone-200 pt-3"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <RadioGroup
            legend={t('mod.action')}
            name={`action-${report._id}`}
            options={actionsFor(report).map((value) => ({ value, label: t(`mod.action.${value}`) }))}
            error={actionError}
            inputProps={{
              onChange: (event) => {
                setAction(event.target.value as ModerationAction);
                setActionError(undefined);
              },
            }}
          />
          <TextAreaField
            label={t('mod.note')}
            rows={2}
            maxLength={LIMITS.moderationNoteMax}
            value={note}
            dir="auto"
            onChange={(event) => setNote(event.target.value)}
          />
          <Button
            type="submit"
            variant={action === 'dismiss' ? 'primary' : 'danger'}
            disabled={resolve.isPending}
            className="self-start"
          >
            {resolve.isPending ? t('mod.resolving') : t('mod.resolve')}
          </Button>
        </form>
      ) : null}
      {person?.suspended ? (
        <Button
          variant="outline"
          className="self-start"
          disabled={reinstate.isPending}
          onClick={() =>
            reinstate.mutate(person._id, {
              onSuccess: () => toast.success(t('mod.reinstated', { name: person.fullName })),
              onError: (error) => toast.error(failureText(error, t('toast.failedToSubmit'))),
            })
          }
        >
          {reinstate.isPending ? (
            t('mod.reinstating')
          ) : (
            <bdi>{t('mod.reinstate', { name: person.fullName })}</bdi>
          )}
        </Button>
      ) : null}
    </article>
  );
}
