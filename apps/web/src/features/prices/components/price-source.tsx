import type { MandiSource } from '@kisansetu/contract';
import { useTranslation } from '@/lib/i18n';

/**
 * The credit the licence asks for wherever mandi prices show, and "Sample prices" while only the demo's made-up
 * prices are loaded, so nobody mistakes them for a real day at the mandi. The credit is one short line in the
 * reader's language; the full attribution (the publisher's and the licence's own names, in English) is one tap
 * away in a native disclosure, which costs no script.
 */
export function PriceSource({ source }: { source: MandiSource }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1 text-sm text-stone-600">
      {source.sample && (
        <p className="inline-block rounded bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
          {t('prices.sample')}
        </p>
      )}
      <details>
        <summary className="min-h-12 cursor-pointer py-3.5 underline underline-offset-4">
          {t('prices.sourceShort')}
        </summary>
        {/* lang="en": a screen reader reads the publisher's and the licence's English names as English. */}
        <p lang="en" className="wrap-anywhere">
          <a
            href={source.url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-12 items-center underline"
          >
            {source.name}
          </a>{' '}
          · {source.licence}
        </p>
      </details>
    </div>
  );
}
