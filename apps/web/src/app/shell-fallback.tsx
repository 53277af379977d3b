import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/**
 * Painted while the first page's code arrives: the same boxes as the static shell of index.html (the nav bar with the
 * brand, and on the home page the search bar's box and the hero image), so nothing moves or flickers when the page renders.
 */
export function ShellFallback() {
  const { t } = useTranslation();
  const home = window.location.pathname === paths.home;
  return (
    <div className="flex min-h-dvh flex-col" aria-busy="true">
      <div className="sticky top-0 z-30 bg-brand-800 text-white shadow">
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-1 px-3">
          <span className="mr-auto flex min-h-12 items-center gap-2 px-1 text-base font-extrabold sm:text-lg">
            <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
            <span>{t('app.name')}</span>
          </span>
        </div>
      </div>
      {home ? <div className="h-[5.5rem] bg-white" /> : null}
      {home ? (
        <div className="relative h-[16.5rem] overflow-hidden bg-stone-300 sm:h-[26rem]">
          <img
            src="/hero/slide-1.svg"
            alt=""
            width={1200}
            height={520}
            fetchPriority="high"
            className="absolute inset-0 h-full w-full object-cover"
          />
          <div className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/50 to-black/35" />
        </div>
      ) : null}
    </div>
  );
}
