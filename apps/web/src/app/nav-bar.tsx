import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, NavLink, useLocation } from 'react-router';
import { Avatar, CountBadge, SearchIcon } from '@/components/ui';
import { useCurrentUser } from '@/lib/store';
import { useLogout, useProfile } from '@/features/auth';
import { NotificationBell } from '@/features/notifications';
import { useWishlistCount } from '@/features/wishlist';
import { LanguagePicker } from './language-picker';
import { paths } from '@/lib/paths';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-12 items-center gap-1 rounded-lg px-2 font-semibold sm:px-3 ${isActive ? 'bg-white/15 text-white' : 'text-white/90 hover:bg-white/10 hover:text-white'}`;
/** An icon in the bar: a 48 px square however narrow its drawing. */
const iconLinkClass = (state: { isActive: boolean }) => `${linkClass(state)} min-w-12 justify-center`;

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
      className={(state) => `${linkClass(state)} ${compact ? 'relative min-w-12 justify-center' : ''}`}
      aria-label={t('nav.wishlistCount', { count })}
    >
      <HeartIcon />
      {compact ? null : <span aria-hidden="true">{t('nav.wishlist')}</span>}
      <CountBadge count={count} overlay={compact} />
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
  return (
    <NavLink to={paths.requests} className={linkClass} aria-label={item ? undefined : label}>
      <RequestsIcon />
      <span className={item ? undefined : 'hidden lg:inline'} aria-hidden={!item}>
        {label}
      </span>
    </NavLink>
  );
}

/** A worded link of the bar or the menu. */
function TextLink({ to, label, end }: { to: string; label: string; end?: boolean }) {
  return (
    <NavLink to={to} className={linkClass} end={end}>
      {label}
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

  const role = user?.role;
  const signedOut = [
    <TextLink key="signup" to={paths.signup} label={t('nav.signup')} />,
    <TextLink key="login" to={paths.login} label={t('nav.login')} />,
  ];

  return (
    <header className="sticky top-0 z-30 bg-brand-800 text-white shadow">
      <nav
        aria-label={t('nav.mainLabel')}
        className="mx-auto flex h-14 max-w-6xl items-center gap-1 px-2 sm:px-3"
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
        <div className="hidden items-center gap-1 md:flex">
          {role === 'user' ? <WishlistLink /> : null}
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
        {role === 'user' ? (
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
          <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-3 py-2 [&>li>*]:flex [&>li>*]:w-full">
            <li>
              <NavLink to={paths.search} className={linkClass}>
                <SearchIcon strokeWidth={2.2} />
                {t('nav.search')}
              </NavLink>
            </li>
            {[
              role === 'user' ? <WishlistLink key="wishlist" /> : null,
              role === 'seller' ? <TextLink key="upload" to={paths.upload} label={t('nav.upload')} /> : null,
              role === 'moderator' ? (
                <TextLink key="moderation" to={paths.moderation} label={t('nav.moderation')} />
              ) : null,
              <TextLink key="products" to={paths.products} label={t('nav.products')} />,
              <RequestsLink key="requests" item />,
              user ? <TextLink key="chat" to={paths.chat} label={t('nav.chat')} /> : null,
              role === 'user' || role === 'seller' ? (
                <TextLink key="deals" to={paths.deals} label={t('nav.deals')} />
              ) : null,
              user ? <TextLink key="profile" to={paths.profile} label={t('nav.profile')} /> : null,
              ...(user ? [] : signedOut),
            ].map((item) => (item ? <li key={item.key}>{item}</li> : null))}
            {user ? (
              <>
                <li className="min-[25rem]:hidden">
                  <LanguagePicker row />
                </li>
                <li>{logoutButton}</li>
              </>
            ) : null}
          </ul>
        </div>
      ) : null}
    </header>
  );
}
