import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cn } from './cn';

/** The common frame of a page: a width-limited column with its heading. */
const WIDTHS = { narrow: 'max-w-xl', prose: 'max-w-3xl', wide: 'max-w-6xl' } as const;

export function Page({
  title,
  intro,
  actions,
  children,
  className,
  width = 'wide',
}: {
  title: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
  width?: keyof typeof WIDTHS;
}) {
  const { t } = useTranslation();
  return (
    <div className={cn('mx-auto w-full px-4 py-4 sm:py-8', WIDTHS[width], className)}>
      {typeof title === 'string' ? <title>{`${title} · ${t('app.name')}`}</title> : null}
      {/* The actions (a Back button) sit beside the title and the intro runs under both: on a 360 px phone a long
          intro no longer pushes the actions onto a row of their own, above the page's content. */}
      <div className="mb-3 sm:mb-5">
        {/* Actions too wide to sit beside the title (long words in Tamil) wrap under it rather than leave the screen. */}
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <h1 dir="auto" className="min-w-0 text-2xl font-bold wrap-anywhere text-stone-900 sm:text-3xl">
            {title}
          </h1>
          {actions ? (
            <div className="ms-auto flex max-w-full flex-wrap justify-end gap-2">{actions}</div>
          ) : null}
        </div>
        {intro ? <p className="mt-1 text-stone-700">{intro}</p> : null}
      </div>
      {children}
    </div>
  );
}

/** A quiet one-line state: loading, empty, end of list. */
export function StatusText({ children, tone = 'muted' }: { children: ReactNode; tone?: 'muted' | 'error' }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('py-6 text-center', tone === 'error' ? 'font-medium text-red-700' : 'text-stone-600')}
    >
      {children}
    </p>
  );
}
