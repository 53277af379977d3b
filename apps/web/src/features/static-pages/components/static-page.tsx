import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { Page, StatusText, buttonClasses } from '@/components/ui';
import { useMeta } from '@/lib/meta';
import type { StaticCopy, StaticPageId } from '@/locales/static-copy';
import { paths } from '@/lib/paths';
import type { AppLanguage } from '@/lib/languages';

/**
 * Each language's copy of the static pages (its catalogue's `staticPage.…` texts), its own chunk. A language without
 * one here shows the English pages; a new language adds its line here, as for its texts in lib/languages.ts.
 */
const loaders: { en: () => Promise<StaticCopy> } & Partial<Record<AppLanguage, () => Promise<StaticCopy>>> = {
  en: () => import('virtual:static-pages/en').then((module) => module.default),
  hi: () => import('virtual:static-pages/hi').then((module) => module.default),
  mr: () => import('virtual:static-pages/mr').then((module) => module.default),
  pa: () => import('virtual:static-pages/pa').then((module) => module.default),
  gu: () => import('virtual:static-pages/gu').then((module) => module.default),
  bn: () => import('virtual:static-pages/bn').then((module) => module.default),
  ta: () => import('virtual:static-pages/ta').then((module) => module.default),
  te: () => import('virtual:static-pages/te').then((module) => module.default),
  kn: () => import('virtual:static-pages/kn').then((module) => module.default),
};

/** The copy of the static pages in the current language, loaded only when a static page is opened. */
function useStaticCopy(): StaticCopy | null {
  const { i18n } = useTranslation();
  const language = loaders[i18n.language] ? i18n.language : 'en';
  const [copy, setCopy] = useState<{ language: string; copy: StaticCopy } | null>(null);
  useEffect(() => {
    let cancelled = false;
    void (loaders[language] ?? loaders.en)().then((loaded) => {
      if (!cancelled) setCopy({ language, copy: loaded });
    });
    return () => {
      cancelled = true;
    };
  }, [language]);
  // While Hindi loads after a switch, the English copy stays on screen rather than a blank page.
  return copy?.copy ?? null;
}

const WITH_CONTACT: readonly StaticPageId[] = ['privacy', 'terms'];
const WITH_CTA: readonly StaticPageId[] = ['about', 'economy', 'geolocation', 'communication'];

export function StaticPage({ page }: { page: StaticPageId }) {
  const { t } = useTranslation();
  const copy = useStaticCopy();
  const meta = useMeta();
  if (!copy) {
    return (
      <Page title={t(`footer.${page}`)} width="narrow">
        <StatusText>{t('state.loading')}</StatusText>
      </Page>
    );
  }
  const content = copy.pages[page];
  return (
    <Page title={content.title} width="prose">
      <p className="text-lg text-stone-800">{content.lead}</p>
      {page === 'geolocation' ? (
        <p className="mt-4">
          <Link to={paths.productsNearMe} className={buttonClasses('primary', 'lg')}>
            {t('near.seeNearby')}
          </Link>
        </p>
      ) : null}
      {content.sections.map((section) => (
        <section key={section.heading} className="mt-6">
          <h2 className="text-xl font-bold text-stone-900">{section.heading}</h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph} className="mt-2 leading-relaxed text-stone-800">
              {paragraph}
            </p>
          ))}
          {section.list ? (
            <ul className="mt-2 list-disc space-y-1 pl-6 leading-relaxed text-stone-800">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      {WITH_CONTACT.includes(page) ? (
        <p className="mt-8 rounded-xl bg-brand-50 p-4 text-stone-800">
          {copy.contact}{' '}
          {meta.data ? (
            <a
              href={`mailto:${meta.data.supportEmail}`}
              className="font-semibold break-all text-brand-800 underline"
            >
              {meta.data.supportEmail}
            </a>
          ) : (
            <span>{t('state.loading')}</span>
          )}
        </p>
      ) : null}
      {WITH_CTA.includes(page) ? (
        <aside className="mt-8 rounded-xl bg-brand-800 p-5 text-white">
          <h2 className="text-xl font-bold">{copy.ctaTitle}</h2>
          <p className="mt-1 text-white/90">{copy.ctaText}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Link to={paths.signup} className={buttonClasses('secondary')}>
              {copy.ctaSignup}
            </Link>
            <Link
              to={paths.products}
              className={buttonClasses(
                'outline',
                'md',
                'border-white bg-transparent text-white hover:bg-white/10',
              )}
            >
              {copy.ctaBrowse}
            </Link>
          </div>
        </aside>
      ) : null}
    </Page>
  );
}
