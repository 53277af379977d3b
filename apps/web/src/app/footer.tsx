import { ROLE } from '@kisansetu/contract';
import { Suspense, lazy } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { useCurrentUser } from '@/lib/store';
import { paths } from '@/lib/paths';

/** Data saver's switch comes with the phone's menu chunk: only a wider screen, which has no menu, shows it here. */
const DataSaverSwitch = lazy(() =>
  import('./phone-menu').then((module) => ({ default: module.DataSaverSwitch })),
);
const wideScreen = () => window.matchMedia?.('(min-width: 48rem)').matches === true;

const linkClass =
  'inline-flex min-h-12 items-center text-white/90 underline-offset-4 hover:text-white hover:underline';

/** Footer: the static pages, products and selling. The seed's misspelt /uplaod is fixed to /upload. */
export function Footer() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const sellHref = user?.role === 'seller' ? paths.upload : user ? paths.profile : paths.sellerSignup;
  return (
    <footer className="mt-auto bg-stone-900 text-white">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:grid-cols-3">
        <div>
          <p className="text-lg font-extrabold">{t('app.name')}</p>
          <p className="mt-1 text-sm text-white/80">{t('app.tagline')}</p>
          {/* A phone has the switch in its menu, which wider screens do not show. */}
          {wideScreen() ? (
            <div className="mt-4 -ml-2 max-w-xs">
              <Suspense fallback={null}>
                <DataSaverSwitch />
              </Suspense>
            </div>
          ) : null}
        </div>
        <nav aria-label={t('footer.explore')}>
          <h2 className="mb-1 font-bold">{t('footer.explore')}</h2>
          <ul>
            <li>
              <Link to={paths.products} className={linkClass}>
                {t('footer.products')}
              </Link>
            </li>
            {user?.role !== ROLE.buyer ? (
              <li>
                <Link to={sellHref} className={linkClass}>
                  {t('footer.sell')}
                </Link>
              </li>
            ) : null}
            <li>
              <Link to={paths.prices} className={linkClass}>
                {t('prices.footerLink')}
              </Link>
            </li>
            <li>
              <Link to={paths.economy} className={linkClass}>
                {t('footer.economy')}
              </Link>
            </li>
            <li>
              <Link to={paths.geolocation} className={linkClass}>
                {t('footer.geolocation')}
              </Link>
            </li>
            <li>
              <Link to={paths.communication} className={linkClass}>
                {t('footer.communication')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.company')}>
          <h2 className="mb-1 font-bold">{t('footer.company')}</h2>
          <ul>
            <li>
              <Link to={paths.about} className={linkClass}>
                {t('footer.about')}
              </Link>
            </li>
            <li>
              <Link to={paths.terms} className={linkClass}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link to={paths.privacy} className={linkClass}>
                {t('footer.privacy')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-6xl px-4 py-4 text-sm text-white/80">
          {t('footer.note')} © {new Date().getFullYear()} {t('app.name')}
        </p>
      </div>
    </footer>
  );
}
