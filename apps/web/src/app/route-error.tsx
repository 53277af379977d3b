import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui';
import { paths } from '@/lib/paths';

/**
 * When a page's code cannot be loaded (offline, or a new version was deployed) or a page crashed. (An unknown address
 * is the '*' route's not-found page, never an error here.)
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('error.routeTitle')}</h1>
      <p className="text-stone-700">{t('error.routeText')}</p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
        <Link to={paths.home} className={buttonClasses('outline')} reloadDocument>
          {t('notFound.home')}
        </Link>
      </div>
    </div>
  );
}
