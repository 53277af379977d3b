import { useQuery } from '@tanstack/react-query';
import type { AlertChannel, AlertSettings, AlertSettingsUpdate } from '@kisansetu/contract';
import { call } from '@/lib/api-client';

export const alertsKeys = { settings: ['alerts', 'settings'] as const };

/** GET user/alerts: where the signed-in person's alerts go, about what, and what this server can send. */
export async function fetchAlertSettings(signal?: AbortSignal): Promise<AlertSettings> {
  const { data } = await call('GET /user/alerts', { signal });
  return data;
}

/** PUT user/alerts: only what changed (the server keeps the rest), with the language alerts are to be written in. */
export async function saveAlertSettings(update: AlertSettingsUpdate): Promise<AlertSettings> {
  const { data } = await call('PUT /user/alerts', { json: update });
  return data;
}

export function useAlertSettings(enabled: boolean) {
  return useQuery({
    queryKey: alertsKeys.settings,
    queryFn: ({ signal }) => fetchAlertSettings(signal),
    enabled,
  });
}

/** POST alert/stop/{token}: no login, the link's code is the proof; answers the channel the alerts were on. */
export async function stopAlerts(token: string): Promise<AlertChannel> {
  const { data } = await call('POST /alert/stop/{token}', { params: { token } });
  return data.channel;
}
