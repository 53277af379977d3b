import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

const CARDS = [
  {
    to: paths.economy,
    title: 'home.economy.title',
    text: 'home.economy.text',
    cta: 'home.readMore',
    icon: 'M4 18 10 12l4 4 6-8M14 8h6v6',
  },
  // Geolocation leads straight to the working feature: the listings, nearest first (ADR 0007).
  {
    to: paths.productsNearMe,
    title: 'home.geolocation.title',
    text: 'home.geolocation.text',
    cta: 'near.seeNearby',
    icon: 'M12 21s-6-5.4-6-11a6 6 0 0 1 12 0c0 5.6-6 11-6 11Zm0-9a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  },
  {
    to: paths.communication,
    title: 'home.communication.title',
    text: 'home.communication.text',
    cta: 'home.readMore',
    icon: 'M4 5h16v11H8l-4 4V5Zm4 4h8m-8 3h5',
  },
] as const;

/** Market Access: three cards linking to /economy, the listings nearest first, and /communication. */
export function MarketAccess() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="market-access-heading" className="mx-auto w-full max-w-6xl px-4 py-10">
      <h2 id="market-access-heading" className="text-xl font-bold text-stone-900 sm:text-2xl">
        {t('home.marketAccess')}
      </h2>
      <p className="mt-1 text-stone-700">{t('home.marketAccessIntro')}</p>
      <ul className="mt-4 grid gap-3 md:grid-cols-3">
        {CARDS.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className="flex h-full flex-col gap-2 rounded-xl border border-stone-200 bg-white p-5 shadow-sm hover:border-brand-700"
            >
              <svg
                viewBox="0 0 24 24"
                className="size-9 text-brand-700"
                aria-hidden="true"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={card.icon} />
              </svg>
              <span className="text-lg font-bold text-stone-900">{t(card.title)}</span>
              <span className="text-stone-700">{t(card.text)}</span>
              <span className="mt-auto font-semibold text-brand-800">{t(card.cta)} →</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
