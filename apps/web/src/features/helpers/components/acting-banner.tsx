import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useActingFor } from '@/lib/acting-for';
import { isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/store';
import { toast } from '@/lib/toast';
import { switchActing } from '../acting';

/**
 * Under the nav bar on every page while a helper acts for a farmer: whom for, "My farmers" to switch, and one tap back
 * to the helper's own account. A call refused with `not_your_farmer` (the farmer ended the link) ends acting too.
 */
export function ActingBanner() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const farmer = useActingFor();
  const userId = useCurrentUser()?._id;
  const helperId = useRef(userId);

  // A logout or another sign-in ends it: the farmer was this helper's, not the next person's.
  useEffect(() => {
    if (helperId.current !== undefined && userId !== helperId.current) switchActing(queryClient, null);
    helperId.current ??= userId;
  }, [userId, queryClient]);

  useEffect(() => {
    const endIfRefused = (error: unknown) => {
      if (!isApiError(error) || error.code !== 'not_your_farmer') return;
      switchActing(queryClient, null);
      toast.error(t('server.notYourFarmer'));
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') endIfRefused(event.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') endIfRefused(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient, t]);

  if (!farmer) return null;
  return (
    <div role="region" aria-label={t('helpers.banner.label')} className="bg-amber-100 text-amber-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-1">
        <p className="min-w-0 font-semibold wrap-anywhere">
          {t('helpers.banner.working', { name: farmer.fullName })}
        </p>
        <Link
          to={paths.helperDesk}
          className="inline-flex min-h-12 items-center font-semibold text-amber-950 underline underline-offset-2"
        >
          {t('nav.myFarmers')}
        </Link>
        <button
          type="button"
          onClick={() => switchActing(queryClient, null)}
          className="inline-flex min-h-12 items-center rounded-lg px-2 font-semibold text-brand-800 underline underline-offset-2 hover:bg-amber-200"
        >
          {t('helpers.banner.back')}
        </button>
      </div>
    </div>
  );
}
