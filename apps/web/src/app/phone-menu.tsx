import { ROLE } from '@kisansetu/contract';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { SearchIcon } from '@/components/icons';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/store';
import { DataSaverSwitch } from './data-saver-switch';
import { LanguagePicker } from './language-picker';
import { RequestsLink, TextLink, WishlistLink, linkClass } from './nav-links';

export { DataSaverSwitch };

/**
 * The phone's menu under the bar: every link the bar has no room for, the language when signed in, logout and data
 * saver. Its code loads when it is first opened (with data saver's switch, which the footer of a wider screen shows).
 */
export function PhoneMenu({
  id,
  onClose,
  logoutButton,
}: {
  id: string;
  onClose: () => void;
  logoutButton: ReactNode;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const role = user?.role;
  const signedOut = [
    <TextLink key="signup" to={paths.signup} label={t('nav.signup')} />,
    <TextLink key="login" to={paths.login} label={t('nav.login')} />,
  ];
  return (
    <div
      id={id}
      className="border-t border-white/15 bg-brand-800 md:hidden"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
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
          role === ROLE.buyer ? <WishlistLink key="wishlist" /> : null,
          role === 'seller' ? <TextLink key="upload" to={paths.upload} label={t('nav.upload')} /> : null,
          role === 'moderator' ? (
            <TextLink key="moderation" to={paths.moderation} label={t('nav.moderation')} />
          ) : null,
          <TextLink key="products" to={paths.products} label={t('nav.products')} />,
          <RequestsLink key="requests" item />,
          user ? <TextLink key="chat" to={paths.chat} label={t('nav.chat')} /> : null,
          role === ROLE.buyer || role === 'seller' ? (
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
        <li className="border-t border-white/15 pt-1">
          <DataSaverSwitch />
        </li>
      </ul>
    </div>
  );
}
