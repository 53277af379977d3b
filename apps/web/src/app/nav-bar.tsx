import { ROLE } from '@kisansetu/contract';
import { Suspense, lazy, useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, NavLink, useLocation } from 'react-router';
import { Avatar } from '@/components/ui';
import { MenuIcon, SearchIcon } from '@/components/icons';
import { useCurrentUser } from '@/lib/store';
import { useLogout, useProfile } from '@/features/auth';
import { NotificationBell } from '@/features/notifications';
import { LanguagePicker } from './language-picker';
import { ChatLink, RequestsLink, TextLink, WishlistLink, iconLinkClass } from './nav-links';

const PhoneMenu = lazy(() => import('./phone-menu').then((module) => ({ default: module.PhoneMenu })));
import { paths } from '@/lib/paths';

/** The top bar: logo, search, chat, wishlist (buyers), products, sign up / login or logout and profile, language. */
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

  const role = user?.role;
  const signedOut = [
    <TextLink key="signup" to={paths.signup} label={t('nav.signup')} />,
    <TextLink key="login" to={paths.login} label={t('nav.login')} />,
  ];

  return (
    <header className="sticky top-0 z-30 bg-brand-800 text-white shadow">
      <nav
        aria-label={t('nav.mainLabel')}
        className="mx-auto flex h-14 max-w-6xl items-center gap-0.5 px-1 min-[22.5rem]:gap-1 min-[22.5rem]:px-2 sm:px-3"
      >
        {/* The name shows only where the bar leaves it room (a container query on what is left); the link keeps it as
            its name either way. */}
        <div className="@container mr-auto min-w-12 flex-1">
          <Link
            to={paths.home}
            aria-label={t('app.name')}
            className="flex min-h-12 w-fit min-w-12 items-center gap-2 rounded-lg px-2 text-base font-extrabold sm:text-lg"
          >
            <img src="/favicon.svg" alt="" width={28} height={28} className="size-7 shrink-0" />
            <span aria-hidden="true" className="hidden whitespace-nowrap @min-[10rem]:inline">
              {t('app.name')}
            </span>
          </Link>
        </div>
        <NavLink to={paths.search} className={iconLinkClass} aria-label={t('nav.search')}>
          <SearchIcon strokeWidth={2.2} />
          <span className="hidden lg:inline" aria-hidden="true">
            {t('nav.search')}
          </span>
        </NavLink>
        <ChatLink />
        <div className="hidden items-center gap-1 md:flex">
          {role === ROLE.buyer ? <WishlistLink /> : null}
          <TextLink to={paths.products} label={t('nav.products')} />
          <RequestsLink />
          {role === 'seller' ? <TextLink to={paths.upload} label={t('nav.upload')} end /> : null}
          {role === 'moderator' ? <TextLink to={paths.moderation} label={t('nav.moderation')} /> : null}
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
            signedOut
          )}
        </div>
        {role === ROLE.buyer ? (
          <div className="md:hidden">
            <WishlistLink compact />
          </div>
        ) : null}
        <NotificationBell />
        {/* Signed in, a narrow phone's bar has no room for the globe beside the bell: it moves into the menu. */}
        <div className={user ? 'hidden min-[25rem]:block' : undefined}>
          <LanguagePicker />
        </div>
        <button
          type="button"
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg hover:bg-white/10 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon open={menuOpen} />
        </button>
      </nav>
      {menuOpen ? (
        <Suspense fallback={null}>
          <PhoneMenu id={menuId} onClose={() => setMenuOpen(false)} logoutButton={logoutButton} />
        </Suspense>
      ) : null}
    </header>
  );
}
