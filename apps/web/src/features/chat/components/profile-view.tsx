import { ROLE } from '@kisansetu/contract';
import type { ReactNode } from 'react';
import { isolate, useTranslation } from '@/lib/i18n';
import { placeName } from '../../products';
import { Link } from 'react-router';
import { Avatar, Button, StatusText, buttonClasses } from '@/components/ui';
import { useRootStore } from '@/lib/store';
import { useChatPerson } from '../hooks/use-chat-data';
import { isPhoneScreen } from '../hooks/use-is-phone';
import { CallLink, telHref } from '@/components/call-link';
import { ChatHeader, ChatHeading } from './chat-header';
import type { ChatViewProps } from './contact-list';
import { PresenceLabel } from './presence-label';
import { ShareMyNumber } from './share-my-number';
import { paths } from '@/lib/paths';
import { formatPhone } from '@/lib/phone-text';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-2">
      <dt className="text-sm font-semibold text-stone-600">{label}</dt>
      <dd className="break-words text-stone-900">{children}</dd>
    </div>
  );
}

/** The profile view: who the other person is, how to reach them, and (for a farmer) their public page. */
export function ProfileView({
  me,
  userId,
  go,
  onClose,
  headingRef,
  headingId,
}: ChatViewProps & { userId: string }) {
  const { t } = useTranslation();
  const { person, isPending } = useChatPerson(userId);
  const name = person?.fullName ?? t('chat.unknownUser');

  return (
    <>
      <ChatHeader onBack={() => go({ view: 'home' })} onClose={onClose}>
        <ChatHeading id={headingId} ref={headingRef}>
          {t('chat.profile')}
        </ChatHeading>
      </ChatHeader>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-5">
        {isPending ? (
          <StatusText>{t('state.loading')}</StatusText>
        ) : (
          <>
            <div className="flex flex-col items-center gap-2 text-center">
              <Avatar src={person?.avatarUrl} name={name} alt={t('profile.avatarAlt', { name })} size="lg" />
              <p dir="auto" className="text-xl font-bold text-stone-900">
                {name}
              </p>
              {person?.role ? <p className="text-sm text-stone-700">{t(`role.${person.role}`)}</p> : null}
              <PresenceLabel userId={userId} className="text-stone-700" />
            </div>
            <dl className="mt-4 divide-y divide-stone-100">
              {person?.email ? (
                <Detail label={t('profile.email')}>
                  <a href={`mailto:${person.email}`} className="text-brand-800 underline">
                    {person.email}
                  </a>
                </Detail>
              ) : null}
              {person?.phoneNumber ? (
                <Detail label={t('profile.phone')}>
                  <a href={telHref(person.phoneNumber)} className="text-brand-800 underline">
                    {formatPhone(person.phoneNumber)}
                  </a>
                </Detail>
              ) : null}
              {person?.location && !person.deleted ? (
                <Detail label={t('near.location')}>
                  <bdi>{placeName(person.location)}</bdi>
                </Detail>
              ) : null}
            </dl>
            {person && !person.deleted && !person.email && !person.phoneNumber ? (
              <p className="mt-3 rounded-lg bg-stone-100 p-3 text-sm text-stone-700">
                {t('privacy.contactHidden', { name: isolate(name) })}
              </p>
            ) : null}
            <div className="mt-5 flex flex-col gap-2">
              {person?.deleted ? null : (
                <Button onClick={() => go({ view: 'single', userId })}>{t('chat.sendMessage')}</Button>
              )}
              {person && person.contactShared === false && !person.deleted ? (
                <ShareMyNumber userId={userId} name={name} />
              ) : null}
              {person?.contactShared === true ? (
                <p className="text-sm text-stone-700">{t('privacy.numberShared', { name: isolate(name) })}</p>
              ) : null}
              {me.role === ROLE.buyer && person?.role === 'seller' && person.phoneNumber ? (
                <CallLink phoneNumber={person.phoneNumber} name={name} />
              ) : null}
              {person?.role === 'seller' ? (
                <Link
                  to={paths.seller(userId)}
                  // On a phone the panel covers the page: close it so the farmer's page is seen.
                  onClick={() => {
                    if (isPhoneScreen()) useRootStore.getState().setChat({ isChatOpen: false });
                  }}
                  className={buttonClasses('outline', 'md')}
                >
                  {t('chat.sellerProducts', { name })}
                </Link>
              ) : null}
            </div>
          </>
        )}
      </div>
    </>
  );
}
