import { useTranslation } from '@/lib/i18n';
import { useAudit } from '../api';
import { Pager } from './pager';
import { formatDateTime } from '@/lib/format';
import { LoadState } from './load-state';

/** Who did or read what, when: every decision and every conversation read, newest first. */
export function AuditList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t, i18n } = useTranslation();
  const query = useAudit(page);
  if (query.isPending || query.isError) return <LoadState query={query} />;
  const { entries, totalPages } = query.data;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-stone-700">{t('mod.auditIntro')}</p>
      {entries.length === 0 ? (
        <p>{t('mod.auditEmpty')}</p>
      ) : (
        // A phone scrolls the table sideways: the region takes focus so the keyboard can scroll it too.
        <div
          className="overflow-x-auto rounded-xl bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-green-800"
          tabIndex={0}
          role="region"
          aria-label={t('mod.audit')}
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('mod.audit')}</caption>
            <thead className="bg-stone-100">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('mod.auditWhen')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('mod.auditWho')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('mod.auditWhat')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('mod.auditTarget')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {entries.map((entry) => (
                <tr key={entry._id}>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, i18n.language)}</time>
                  </td>
                  <td className="px-3 py-2">
                    <bdi>{entry.moderator.fullName}</bdi>
                  </td>
                  <td className="px-3 py-2">
                    {t(`mod.audit.${entry.action}`)}
                    {entry.note ? (
                      <span className="block text-stone-600" dir="auto">
                        {entry.note}
                      </span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2 text-stone-700">
                    {entry.targetType ? t(`mod.target.${entry.targetType}`) : '—'}
                    {entry.targetId ? (
                      <span className="block font-mono text-xs break-all">{entry.targetId}</span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} totalPages={totalPages} onPage={onPage} />
    </div>
  );
}
