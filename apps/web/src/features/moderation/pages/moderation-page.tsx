import { useState } from 'react';
import type { ReportStatus } from '@kisansetu/contract';
import { Page, cn } from '@/components/ui';
import { isolate, useTranslation } from '@/lib/i18n';
import { useCurrentUser } from '@/lib/store';
import { useReports } from '../api';
import { AuditList } from '../components/audit-list';
import { ModeratorSignIn } from '../components/moderator-sign-in';
import { Pager } from '../components/pager';
import { ReportCard } from '../components/report-card';
import { LoadState } from '../components/load-state';

type Tab = ReportStatus | 'audit';
const TABS: Tab[] = ['open', 'resolved', 'audit'];
const TAB_LABEL = { open: 'mod.open', resolved: 'mod.resolved', audit: 'mod.audit' } as const;

function ReportQueue({
  status,
  page,
  onPage,
}: {
  status: ReportStatus;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const query = useReports(status, page);
  if (query.isPending || query.isError) return <LoadState query={query} />;
  const { reports, totalPages } = query.data;
  if (reports.length === 0)
    return <p className="text-stone-700">{status === 'open' ? t('mod.noOpen') : t('mod.noResolved')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-4">
        {reports.map((report) => (
          <li key={report._id}>
            <ReportCard report={report} />
          </li>
        ))}
      </ul>
      <Pager page={page} totalPages={totalPages} onPage={onPage} />
    </div>
  );
}

/** /moderation: its own sign-in for moderators; then the open queue (oldest first), the resolved reports, the audit log. */
export function ModerationPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [tab, setTab] = useState<Tab>('open');
  const [pages, setPages] = useState<Record<Tab, number>>({ open: 1, resolved: 1, audit: 1 });
  const setPage = (page: number) => setPages((current) => ({ ...current, [tab]: page }));

  if (!user || user.role !== 'moderator') {
    return (
      <Page title={t('mod.title')} width="narrow">
        {user ? (
          <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-950">
            {t('mod.notModerator', { name: isolate(user.fullName) })}
          </p>
        ) : (
          <ModeratorSignIn />
        )}
      </Page>
    );
  }

  return (
    <Page title={t('mod.title')}>
      <div role="group" aria-label={t('mod.tabs')} className="mb-4 flex flex-wrap gap-2">
        {TABS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={tab === value}
            onClick={() => setTab(value)}
            className={cn(
              'min-h-11 rounded-lg border px-4 font-semibold',
              tab === value
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50',
            )}
          >
            {t(TAB_LABEL[value])}
          </button>
        ))}
      </div>
      <section aria-label={t(TAB_LABEL[tab])}>
        {tab === 'audit' ? (
          <AuditList page={pages.audit} onPage={setPage} />
        ) : (
          <ReportQueue key={tab} status={tab} page={pages[tab]} onPage={setPage} />
        )}
      </section>
    </Page>
  );
}
