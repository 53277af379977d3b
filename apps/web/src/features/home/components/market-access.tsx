import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { ConversationIcon, PlaceIcon, TrendIcon } from '@/components/icons';

const CARDS = [
  {
    to: paths.economy,
    title: 'home.economy.title',
    text: 'home.economy.text',
    cta: 'home.readMore',
    Icon: TrendIcon,
  },
  // Geolocation leads straight to the working feature: the listings, nearest first (ADR 0007).
  {
    to: paths.productsNearMe,
    title: 'home.geolocation.title',
    text: 'home.geolocation.text',
    cta: 'near.seeNearby',
    Icon: PlaceIcon,
  },
  {
    to: paths.communication,
    title: 'home.communication.title',
    text: 'home.communication.text',
    cta: 'home.readMore',
    Icon: ConversationIcon,
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
              <card.Icon className="size-9 text-brand-700" />
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
