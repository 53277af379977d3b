import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui';
import { paths } from '@/lib/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-16 text-center">
      <title>{`${t('notFound.title')} · ${t('app.name')}`}</title>
      <p className="text-6xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="text-stone-700">{t('notFound.text')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to={paths.home} className={buttonClasses('primary')}>
          {t('notFound.home')}
        </Link>
        <Link to={paths.products} className={buttonClasses('outline')}>
          {t('nav.products')}
        </Link>
      </div>
    </div>
  );
}
