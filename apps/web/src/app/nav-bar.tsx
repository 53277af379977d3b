import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, NavLink, useLocation } from 'react-router';
import { Avatar, SearchIcon } from '@/components/ui';
import { useCurrentUser } from '@/lib/store';
import { useLogout, useProfile } from '@/features/auth';
import { NotificationBell } from '@/features/notifications';
import { useWishlistCount } from '@/features/wishlist';
import { LanguagePicker } from './language-picker';
import { paths } from '@/lib/paths';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-12 items-center gap-1 rounded-lg px-2 font-semibold sm:px-3 ${isActive ? 'bg-white/15 text-white' : 'text-white/90 hover:bg-white/10 hover:text-white'}`;

function HeartIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" strokeLinejoin="round" />
    </svg>
  );
}

function WishlistLink({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const count = useWishlistCount();
  return (
    <NavLink
      to={paths.wishlist}
      className={(state) => `${linkClass(state)} ${compact ? 'px-2' : ''}`}
      aria-label={t('nav.wishlistCount', { count })}
    >
      <HeartIcon />
      {compact ? null : <span aria-hidden="true">{t('nav.wishlist')}</span>}
      <span
        aria-hidden="true"
        className="min-w-6 rounded-full bg-amber-400 px-1.5 text-center text-sm leading-6 font-bold text-stone-900"
      >
        {count}
      </span>
    </NavLink>
  );
}

function RequestsIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M9 4h6v3H9zM7 5H5v15h14V5h-2M8 11h8M8 15h5" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Buyer requests: a buyer's "My requirements", a farmer's "Buyers near you"; nothing for others. In the
 * bar it is an icon until the `lg` width (its words would push a buyer's bar past a 768 px tablet); the menu has both.
 */
function RequestsLink({ item = false }: { item?: boolean }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (user?.role !== 'user' && user?.role !== 'seller') return null;
  const label = user.role === 'user' ? t('nav.requestsBuyer') : t('nav.requestsFarmer');
  if (item) {
    return (
      <li>
        <NavLink to={paths.requests} className={linkClass}>
          <RequestsIcon />
          {label}
        </NavLink>
      </li>
    );
  }
  return (
    <NavLink to={paths.requests} className={linkClass} aria-label={label}>
      <RequestsIcon />
      <span className="hidden lg:inline" aria-hidden="true">
        {label}
      </span>
    </NavLink>
  );
}

/** The top bar: logo, search, wishlist (buyers), products, sign up / login or logout and profile, language. */
export function NavBar() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  // The initials show until the profile brings the photo (at once when it is cached, as after a login).
  const { profile } = useProfile();
  const logout = useLogout();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const logoutButton = (
    <button
      type="button"
      onClick={() => logout.mutate()}
      disabled={logout.isPending}
      className="inline-flex min-h-12 items-center rounded-lg px-2 font-semibold text-white/90 hover:bg-white/10 hover:text-white sm:px-3"
    >
      {logout.isPending ? t('nav.loggingOut') : t('nav.logout')}
    </button>
  );

  return (
    <header className="sticky top-0 z-30 bg-brand-800 text-white shadow">
      <nav aria-label={t('nav.mainLabel')} className="mx-auto flex h-14 max-w-6xl items-center gap-1 px-3">
        <Link
          to={paths.home}
          className="mr-auto flex min-h-12 items-center gap-2 rounded-lg px-1 text-base font-extrabold sm:text-lg"
        >
          <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
          <span>{t('app.name')}</span>
        </Link>
        <NavLink to={paths.search} className={linkClass} aria-label={t('nav.search')}>
          <SearchIcon strokeWidth={2.2} />
          <span className="hidden lg:inline" aria-hidden="true">
            {t('nav.search')}
          </span>
        </NavLink>
        <div className="hidden items-center gap-1 md:flex">
          {user?.role === 'user' ? <WishlistLink /> : null}
          <NavLink to={paths.products} className={linkClass}>
            {t('nav.products')}
          </NavLink>
          <RequestsLink />
          {user?.role === 'seller' ? (
            <NavLink to={paths.upload} className={linkClass} end>
              {t('nav.upload')}
            </NavLink>
          ) : null}
          {user?.role === 'moderator' ? (
            <NavLink to={paths.moderation} className={linkClass}>
              {t('nav.moderation')}
            </NavLink>
          ) : null}
          {user ? (
            <>
              {logoutButton}
              <Link to={paths.profile} className="ml-1 rounded-full" aria-label={t('nav.profile')}>
                <Avatar
                  src={profile?.avatarUrl}
                  name={user.fullName}
                  alt=""
                  size="sm"
                  className="ring-2 ring-white/70"
                />
              </Link>
            </>
          ) : (
            <>
              <NavLink to={paths.signup} className={linkClass}>
                {t('nav.signup')}
              </NavLink>
              <NavLink to={paths.login} className={linkClass}>
                {t('nav.login')}
              </NavLink>
            </>
          )}
        </div>
        {user?.role === 'user' ? (
          <div className="md:hidden">
            <WishlistLink compact />
          </div>
        ) : null}
        <NotificationBell />
        <LanguagePicker />
        <button
          type="button"
          className="ml-1 inline-flex size-12 items-center justify-center rounded-lg hover:bg-white/10 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg
            viewBox="0 0 24 24"
            className="size-6"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
          >
            {menuOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </nav>
      {menuOpen ? (
        <div
          id={menuId}
          className="border-t border-white/15 bg-brand-800 md:hidden"
          onKeyDown={(event) => {
            if (event.key === 'Escape') setMenuOpen(false);
          }}
        >
          <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-3 py-2">
            <li>
              <NavLink to={paths.search} className={linkClass}>
                <SearchIcon strokeWidth={2.2} />
                {t('nav.search')}
              </NavLink>
            </li>
            {user?.role === 'user' ? (
              <li>
                <WishlistLink />
              </li>
            ) : null}
            {user?.role === 'seller' ? (
              <li>
                <NavLink to={paths.upload} className={linkClass}>
                  {t('nav.upload')}
                </NavLink>
              </li>
            ) : null}
            {user?.role === 'moderator' ? (
              <li>
                <NavLink to={paths.moderation} className={linkClass}>
                  {t('nav.moderation')}
                </NavLink>
              </li>
            ) : null}
            <li>
              <NavLink to={paths.products} className={linkClass}>
                {t('nav.products')}
              </NavLink>
            </li>
            <RequestsLink item />
            {user ? (
              <>
                <li>
                  <NavLink to={paths.profile} className={linkClass}>
                    {t('nav.profile')}
                  </NavLink>
                </li>
                <li>{logoutButton}</li>
              </>
            ) : (
              <>
                <li>
                  <NavLink to={paths.signup} className={linkClass}>
                    {t('nav.signup')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={paths.login} className={linkClass}>
                    {t('nav.login')}
                  </NavLink>
                </li>
              </>
            )}
          </ul>
        </div>
      ) : null}
    </header>
  );
}
