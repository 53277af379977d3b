import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';

/**
 * Keeps this browser's alerts in the UI's language: when a signed-in person switches language, the push subscription
 * (if alerts are on) is sent again with the new one, since the server writes each push in its subscription's
 * language. Not on first render: subscribing already sent the language then. The push code is loaded only on a
 * switch, so it stays out of every page's chunk.
 */
export function usePushFollowsLanguage(signedIn: boolean): void {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const sent = useRef(lang);
  useEffect(() => {
    if (sent.current === lang) return;
    sent.current = lang;
    if (!signedIn) return;
    // A failed send leaves the old language on the server: alerts still come, only in the language of before.
    import('./push').then((push) => push.sendPushLanguage(lang)).catch(() => undefined);
  }, [lang, signedIn]);
}
