import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useCurrentUser } from '@/lib/store';

/** Set once this browser session has told the server the UI language (it survives reloads, not a new tab). */
const CHECKED_KEY = 'kisansetu.alertsLanguage';

/**
 * Keeps SMS and WhatsApp alerts in the UI's language (the server writes each alert in the last language it was sent):
 * once a browser session for a signed-in person (a farmer who chose Hindi before signing up by phone gets Hindi SMS
 * without opening the settings), and again when they switch language; sent only where alerts are on
 * and the server has another. The code that asks and sends is loaded only then, so it stays out of every page's chunk.
 */
export function useAlertsFollowLanguage(): void {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const sent = useRef<string | null>(null);
  const withAlerts = user !== null && user.role !== 'moderator';
  useEffect(() => {
    if (!withAlerts || sent.current === lang) return;
    const firstLook = sent.current === null;
    sent.current = lang;
    if (firstLook && checkedLanguage() === lang) return;
    rememberChecked(lang);
    // A failed send leaves the old language on the server: alerts still come, only in the language of before.
    import('./alerts-parts')
      .then((alerts) => alerts.sendAlertsLanguage(queryClient, lang))
      .catch(() => undefined);
  }, [lang, withAlerts, queryClient]);
}

function checkedLanguage(): string | null {
  try {
    return sessionStorage.getItem(CHECKED_KEY);
  } catch {
    return null;
  }
}

function rememberChecked(lang: string): void {
  try {
    sessionStorage.setItem(CHECKED_KEY, lang);
  } catch {
    // Storage refused (private mode): the language is checked again on the next page load, which is harmless.
  }
}
