import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { maskedAadhaarOf, type User } from '@kisansetu/contract';
import { Avatar, Page, StatusText, buttonClasses } from '@/components/ui';
import { useFormatters } from '@/lib/use-formatters';
import { useMeta } from '@/lib/meta';
import { useCurrentUser } from '@/lib/store';
import { AlertSettings } from '../../alerts';
import { useProfile } from '../../auth';
import { HelperSection } from '../../helpers';
import { SavedSearchesLink } from '../../notifications';
import { nearPlaceText } from '../../products';
import { BlockedPeople } from '../../safety';
import { MyProducts } from '../../seller';
import { PhoneVerifiedMark } from '../../trust';
import { VerifyPhone } from '../components/verify-phone';
import { YourData } from '../components/your-data';
import { paths } from '@/lib/paths';
import { formatPhone } from '@/lib/phone-text';

/**
 * /profile: the signed-in user's details (from the `me` query); sellers also see My Products. The title, the edit
 * link and the lists below need only the stored role, so they do not wait for the details.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { profile, isPending } = useProfile();
  const meta = useMeta();
  if (!user) return null;
  const editPath = user.role === 'seller' ? paths.updateSeller : paths.updateUser;
  let details;
  if (profile) details = <ProfileDetails profile={profile} editPath={editPath} />;
  else if (isPending) details = <StatusText>{t('state.loading')}</StatusText>;
  else details = <StatusText tone="error">{t('toast.failedToLoad')}</StatusText>;
  return (
    <Page
      title={t('profile.title')}
      actions={
        user.role === 'moderator' ? undefined : (
          <Link to={editPath} className={buttonClasses('outline')}>
            {t('profile.edit')}
          </Link>
        )
      }
    >
      {details}
      {user.role === 'moderator' ? null : (
        <div className="flex flex-wrap gap-x-3">
          <Link to={paths.deals} className={`${buttonClasses('outline')} mt-4`}>
            {t('nav.deals')}
          </Link>
          <SavedSearchesLink />
        </div>
      )}
      <AlertSettings
        phoneVerified={profile?.phoneVerified}
        verifyPhoneId={canVerifyPhone(profile, meta.data?.phoneSignIn) ? VERIFY_PHONE_ID : undefined}
      />
      {user.role === 'seller' && profile ? (
        <HelperSection
          profile={profile}
          verifyPhoneId={canVerifyPhone(profile, meta.data?.phoneSignIn) ? VERIFY_PHONE_ID : undefined}
        />
      ) : null}
      {user.role === 'seller' ? <MyProducts userId={user._id} /> : null}
      {user.role === 'moderator' ? null : <BlockedPeople />}
      {user.role === 'moderator' ? null : <YourData />}
    </Page>
  );
}

/** The part of the profile where the number is verified: the alerts' settings point to it. */
const VERIFY_PHONE_ID = 'verify-phone';

/** An unverified number is verified on the profile when the server can send the code by SMS. */
function canVerifyPhone(profile: User | undefined, phoneSignIn: boolean | undefined): boolean {
  return (
    profile !== undefined && !profile.phoneVerified && profile.role !== 'moderator' && phoneSignIn === true
  );
}

/**
 * The profile's details. An account made with a phone number has no email: the row is left out rather than empty. The
 * number carries the "Phone verified" mark, or (when the server can send SMS) the way to verify it.
 */
function ProfileDetails({ profile: user, editPath }: { profile: User; editPath: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const meta = useMeta();
  const near = nearPlaceText(t, user.location);
  return (
    <>
      <section
        aria-label={t('profile.details')}
        className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm sm:flex-row sm:items-start"
      >
        <Avatar
          src={user.avatarUrl}
          name={user.fullName}
          alt={t('profile.avatarAlt', { name: user.fullName })}
          size="lg"
        />
        <dl className="grid min-w-0 grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-2 wrap-anywhere">
          <dt className="font-semibold text-stone-700">{t('profile.fullName')}</dt>
          <dd className="min-w-0" dir="auto">
            {user.fullName}
          </dd>
          {user.email !== null ? (
            <>
              <dt className="font-semibold text-stone-700">{t('profile.email')}</dt>
              <dd className="min-w-0">{user.email}</dd>
            </>
          ) : null}
          <dt className="font-semibold text-stone-700">{t('profile.role')}</dt>
          <dd>{t(`role.${user.role}`)}</dd>
          <dt className="font-semibold text-stone-700">{t('profile.phone')}</dt>
          <dd className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
            <span dir="ltr">{formatPhone(user.phoneNumber)}</span>
            {user.phoneVerified ? <PhoneVerifiedMark /> : null}
          </dd>
          <dt className="font-semibold text-stone-700">{t('profile.address')}</dt>
          <dd className="min-w-0" dir="auto">
            {user.address}
          </dd>
          {near ? (
            <>
              <dt className="font-semibold text-stone-700">{t('near.location')}</dt>
              <dd className="min-w-0">
                {near}
                {user.location?.pincode ? ` (${user.location.pincode})` : ''}
              </dd>
            </>
          ) : null}
          {user.role === 'seller' ? (
            <>
              <dt className="font-semibold text-stone-700">{t('profile.aadhar')}</dt>
              <dd>
                {maskedAadhaarOf(user) ?? (
                  // A farmer who signed up by phone may not have given it yet: the way to add it is here.
                  <Link to={editPath} className="font-semibold text-brand-800 underline underline-offset-2">
                    {t('phone.aadhaarAdd')}
                  </Link>
                )}
              </dd>
            </>
          ) : null}
          <dt className="font-semibold text-stone-700">{t('profile.memberSince')}</dt>
          <dd>
            <time dateTime={user.createdAt}>{format.date(user.createdAt)}</time>
          </dd>
        </dl>
      </section>
      {canVerifyPhone(user, meta.data?.phoneSignIn) ? (
        <div id={VERIFY_PHONE_ID} className="mt-4 rounded-xl bg-white p-4 shadow-sm">
          <VerifyPhone phoneNumber={user.phoneNumber} editPath={editPath} />
        </div>
      ) : null}
    </>
  );
}
