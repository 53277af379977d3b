import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useCurrentUser } from '@/lib/store';

/**
 * Keeps SMS and WhatsApp alerts in the UI's language: when a signed-in person switches language, the new one is sent
 * once, if their alerts are on (the server writes each alert in the last language it was sent). Not on first render:
 * every save of the settings already sends the language. The code that asks and sends is loaded only on a switch, so
 * it stays out of every page's chunk.
 */
export function useAlertsFollowLanguage(): void {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const sent = useRef(lang);
  const withAlerts = user !== null && user.role !== 'moderator';
  useEffect(() => {
    if (sent.current === lang) return;
    sent.current = lang;
    if (!withAlerts) return;
    // A failed send leaves the old language on the server: alerts still come, only in the language of before.
    import('./alerts-parts')
      .then((alerts) => alerts.sendAlertsLanguage(queryClient, lang))
      .catch(() => undefined);
  }, [lang, withAlerts, queryClient]);
}
