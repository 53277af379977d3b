import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { HelperFarmerRow, HelperFarmersPage } from '@kisansetu/contract';
import { Button, LoadMore, Page, StatusText } from '@/components/ui';
import { useActingFor } from '@/lib/acting-for';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { actingFarmerOf, switchActing } from '../acting';
import { useEndFarmerLink, useHelperFarmers } from '../api';
import { AddFarmer } from '../components/add-farmer';
import { EndLinkDialog } from '../components/end-link-dialog';

/** Why no farmer can be linked now, from the page's counts (the server says the same when asked). */
function blockedText(t: ReturnType<typeof useTranslation>['t'], first: HelperFarmersPage | undefined) {
  if (!first) return null;
  if (first.linksLeft <= 0) return t('server.helperTotalLimit');
  if (first.linksLeftToday <= 0) return t('server.helperDailyLimit');
  return null;
}

/**
 * /helper: a helper's desk. Their farmers with what waits for each (listings, unread chats, open deals); one tap acts
 * for a farmer (the whole app then works as them), posts a crop for them, or ends the link; and "Add a farmer".
 */
export function HelperDeskPage() {
  const { t } = useTranslation();
  const query = useHelperFarmers();
  const [ending, setEnding] = useState<HelperFarmerRow | null>(null);
  const rows = (query.data?.pages ?? []).flatMap((page) => page.farmers);
  const first = query.data?.pages[0];
  return (
    <Page title={t('helpers.desk.title')} intro={t('helpers.desk.intro')} width="prose">
      {first ? (
        <p className="mb-3 text-sm font-medium text-stone-700">
          {t('helpers.desk.limits', { today: first.linksLeftToday, total: first.linksLeft })}
        </p>
      ) : null}
      {query.isPending ? (
        <StatusText>{t('state.loading')}</StatusText>
      ) : query.isError ? (
        <StatusText tone="error">{t('helpers.desk.loadFailed')}</StatusText>
      ) : rows.length === 0 ? (
        <StatusText>{t('helpers.desk.empty')}</StatusText>
      ) : (
        <>
          <ul aria-label={t('helpers.desk.title')} className="flex flex-col gap-3">
            {rows.map((row) => (
              <FarmerRow key={row.farmer._id} row={row} onEnd={() => setEnding(row)} />
            ))}
          </ul>
          <LoadMore
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
            endText={null}
          />
        </>
      )}
      <section aria-labelledby="add-farmer-heading" className="mt-6">
        <h2 id="add-farmer-heading" className="mb-2 text-xl font-bold text-stone-900">
          {t('helpers.add.title')}
        </h2>
        <AddFarmer blocked={blockedText(t, first)} />
      </section>
      <EndFarmerDialog row={ending} onClose={() => setEnding(null)} />
    </Page>
  );
}

function FarmerRow({ row, onEnd }: { row: HelperFarmerRow; onEnd: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const acting = useActingFor();
  const { farmer } = row;
  const current = acting?._id === farmer._id;

  function actFor(then?: string): void {
    if (!current) switchActing(queryClient, actingFarmerOf(farmer));
    if (then) void navigate(then);
  }

  return (
    <li className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm">
      <div className="min-w-0">
        <p dir="auto" className="text-lg font-bold wrap-anywhere text-stone-900">
          {farmer.fullName}
        </p>
        <p dir="auto" className="text-sm wrap-anywhere text-stone-700">
          {farmer.address}
        </p>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium text-stone-800">
        <li>{t('helpers.desk.listings', { count: row.listings })}</li>
        <li className={row.unread > 0 ? 'text-brand-800' : undefined}>
          {t('helpers.desk.unread', { count: row.unread })}
        </li>
        <li>{t('helpers.desk.openDeals', { count: row.openDeals })}</li>
      </ul>
      <div className="flex flex-wrap gap-2">
        {current ? (
          <span className="inline-flex min-h-12 items-center rounded-lg bg-amber-100 px-3 font-semibold text-amber-900">
            {t('helpers.desk.actingNow')}
          </span>
        ) : (
          <Button onClick={() => actFor()}>{t('helpers.desk.actFor', { name: farmer.fullName })}</Button>
        )}
        <Button variant="outline" onClick={() => actFor(paths.upload)}>
          {t('helpers.desk.postFor', { name: farmer.fullName })}
        </Button>
        <Button
          variant="ghost"
          onClick={onEnd}
          aria-label={t('helpers.desk.endNamed', { name: farmer.fullName })}
        >
          {t('helpers.desk.end')}
        </Button>
      </div>
    </li>
  );
}

/** "End" asks first: the farmer would have to agree by a new code to be linked again. */
function EndFarmerDialog({ row, onClose }: { row: HelperFarmerRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const acting = useActingFor();
  const end = useEndFarmerLink();
  const name = row?.farmer.fullName ?? '';
  return (
    <EndLinkDialog
      open={row !== null}
      title={t('helpers.desk.endTitle', { name })}
      body={t('helpers.desk.endBody')}
      confirm={t('helpers.desk.endConfirm')}
      pending={end.isPending}
      end={(callbacks) => {
        if (row) end.mutate(row.farmer._id, callbacks);
      }}
      onEnded={() => {
        if (row && acting?._id === row.farmer._id) switchActing(queryClient, null);
      }}
      onClose={onClose}
    />
  );
}
