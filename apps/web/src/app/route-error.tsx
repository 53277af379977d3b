import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, buttonClasses } from '@/components/ui';

/** When a page's code cannot be loaded (offline, or a new version was deployed) or a page crashed. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{notFound ? t('notFound.title') : t('error.routeTitle')}</h1>
      <p className="text-stone-700">{notFound ? t('notFound.text') : t('error.routeText')}</p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
        <Link to="/" className={buttonClasses('outline')} reloadDocument>
          {t('notFound.home')}
        </Link>
      </div>
    </div>
  );
}
