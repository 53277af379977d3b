import type { QueryClient } from '@tanstack/react-query';
import type { AppLanguage } from '@/lib/languages';
import { alertsKeys, fetchAlertSettings, saveAlertSettings } from './api';

/**
 * Sends the UI language as the alerts' language where alerts are on and the server has another; nothing where they
 * are off or already in it.
 */
export async function sendAlertsLanguage(queryClient: QueryClient, lang: AppLanguage): Promise<void> {
  const settings = await queryClient.fetchQuery({
    queryKey: alertsKeys.settings,
    queryFn: ({ signal }) => fetchAlertSettings(signal),
  });
  if (settings.channel === 'none' || settings.lang === lang) return;
  queryClient.setQueryData(alertsKeys.settings, await saveAlertSettings({ lang }));
}
