import { useState } from 'react';
import type { FarmerHelper } from '@kisansetu/contract';
import { Button, Page, StatusText } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import { useFormatters } from '@/lib/use-formatters';
import { actionKey } from '../action-text';
import { useEndHelper, useMyHelpers } from '../api';
import { EndLinkDialog } from '../components/end-link-dialog';
import { formatPhone } from '@/lib/phone-text';

/**
 * /helpers: a farmer's helpers (FPO or agent: who, their organisation and number, since when), each with "End", and
 * everything they did for the farmer. The helpers' SMS to the farmer link here.
 */
export function MyHelpersPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useMyHelpers();
  const [ending, setEnding] = useState<FarmerHelper | null>(null);
  let body;
  if (query.isPending) body = <StatusText>{t('state.loading')}</StatusText>;
  else if (query.isError) body = <StatusText tone="error">{t('helpers.mine.loadFailed')}</StatusText>;
  else {
    const { helpers, actions } = query.data;
    body = (
      <>
        {helpers.length === 0 ? (
          <StatusText>{t('helpers.mine.none')}</StatusText>
        ) : (
          <ul aria-label={t('helpers.mine.title')} className="flex flex-col gap-3">
            {helpers.map((helper) => (
              <li key={helper._id} className="flex flex-col gap-1 rounded-xl bg-white p-4 shadow-sm">
                <p dir="auto" className="text-lg font-bold wrap-anywhere text-stone-900">
                  {helper.fullName}
                </p>
                <p dir="auto" className="wrap-anywhere text-stone-800">
                  {helper.organisation}
                </p>
                <p className="text-sm text-stone-700">
                  <span dir="ltr">{formatPhone(helper.phoneNumber)}</span>
                  {' · '}
                  {t('helpers.mine.since', { date: format.date(helper.linkedAt) })}
                </p>
                <Button
                  variant="outline"
                  className="mt-1 self-start"
                  aria-label={t('helpers.mine.endNamed', { name: helper.fullName })}
                  onClick={() => setEnding(helper)}
                >
                  {t('helpers.mine.end')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <section aria-labelledby="helper-actions-heading" className="mt-6">
          <h2 id="helper-actions-heading" className="mb-2 text-xl font-bold text-stone-900">
            {t('helpers.mine.actionsTitle')}
          </h2>
          {actions.length === 0 ? (
            <p className="text-stone-700">{t('helpers.mine.noActions')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-stone-200 rounded-xl bg-white px-4 shadow-sm">
              {actions.map((action, index) => (
                <li key={`${action.at}-${index}`} className="flex flex-wrap justify-between gap-x-3 py-2">
                  <span dir="auto">{t(actionKey(action.action), { name: action.helper.fullName })}</span>
                  <time dateTime={action.at} className="text-sm text-stone-600">
                    {format.age(action.at) ?? format.date(action.at)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </section>
      </>
    );
  }
  return (
    <Page title={t('helpers.mine.title')} intro={t('helpers.mine.intro')} width="prose">
      {body}
      <EndHelperDialog helper={ending} onClose={() => setEnding(null)} />
    </Page>
  );
}

function EndHelperDialog({ helper, onClose }: { helper: FarmerHelper | null; onClose: () => void }) {
  const { t } = useTranslation();
  const end = useEndHelper();
  const name = helper?.fullName ?? '';
  return (
    <EndLinkDialog
      open={helper !== null}
      title={t('helpers.mine.endTitle', { name })}
      body={t('helpers.mine.endBody')}
      confirm={t('helpers.mine.endConfirm')}
      pending={end.isPending}
      end={(callbacks) => {
        if (helper) end.mutate(helper._id, callbacks);
      }}
      onClose={onClose}
    />
  );
}
