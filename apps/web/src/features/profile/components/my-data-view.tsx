import type { ReactNode } from 'react';
import type { AccountExport } from '@kisansetu/contract';
import { useTranslation } from '@/lib/i18n';
import type { TranslationKey } from '@/locales/keys';
import { formatPhone } from '@/lib/phone-text';
import { useFormatters } from '@/lib/use-formatters';

/** A part of the download: its heading, how many, and the names of what it holds (none: 'None'). */
function Part({ label, names }: { label: TranslationKey; names: readonly string[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <section className="mt-4">
      <h4 className="font-semibold">
        {t('myData.count', { label: t(label), count: format.number(names.length) })}
      </h4>
      {names.length === 0 ? (
        <p className="text-stone-700">{t('myData.none')}</p>
      ) : (
        <ul className="list-disc ps-6 text-stone-800">
          {names.map((name, index) => (
            <li key={index} dir="auto" className="wrap-anywhere">
              {name}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-stone-700">{label}</dt>
      <dd className="min-w-0 wrap-anywhere">{children}</dd>
    </>
  );
}

/**
 * The data download read in the person's own language: the profile, then each part of the file with how many it
 * holds and their names, under the catalogue's headings. The file itself stays the complete, machine-readable copy.
 */
export function MyDataView({ data }: { data: AccountExport }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { profile } = data;
  return (
    <section aria-labelledby="my-data-heading" className="mt-4 rounded-lg border border-stone-200 p-3">
      <h3 id="my-data-heading" className="text-lg font-bold">
        {t('myData.title')}
      </h3>
      <p className="text-sm text-stone-700">{t('myData.asOf', { date: format.date(data.exportedAt) })}</p>
      <h4 className="mt-3 font-semibold">{t('myData.profile')}</h4>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        <Row label={t('profile.fullName')}>{profile.fullName}</Row>
        {profile.email ? <Row label={t('profile.email')}>{profile.email}</Row> : null}
        <Row label={t('profile.phone')}>
          <span dir="ltr">{formatPhone(profile.phoneNumber)}</span>
        </Row>
        <Row label={t('profile.address')}>{profile.address}</Row>
        <Row label={t('profile.role')}>{t(`role.${profile.role}`)}</Row>
        <Row label={t('profile.memberSince')}>{format.date(profile.createdAt)}</Row>
      </dl>
      <Part label="myData.listings" names={data.listings.map((listing) => listing.productName)} />
      <Part label="myData.wishlist" names={data.wishlist.map((entry) => entry.product.productName)} />
      <Part
        label="myData.chats"
        names={data.conversations.map((chat) => `${chat.withName} (${format.number(chat.messages.length)})`)}
      />
      <Part label="myData.requests" names={data.requests.map((request) => request.productName)} />
      <Part label="myData.savedSearches" names={data.savedSearches.map((search) => search.query)} />
      <Part label="myData.deals" names={data.deals.map((deal) => deal.product.productName)} />
      <Part
        label="myData.reviews"
        names={[...data.reviewsWritten, ...data.reviewsReceived].map(
          (review) => `${'★'.repeat(review.stars)}`,
        )}
      />
      <Part label="myData.blocked" names={data.blocked.map((person) => person.fullName)} />
      <h4 className="mt-4 font-semibold">{t('myData.more')}</h4>
      <p className="text-stone-700">{t('myData.moreText')}</p>
    </section>
  );
}
