import { useEffect, useState } from 'react';
import { Button, StatusText } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import { disablePush, enablePush, pushState, type PushState } from '../push';

/**
 * "Get alerts on this phone": asks the browser's permission only when tapped (never on page load), then subscribes
 * through the app's service worker. Says plainly when the browser cannot, or the person blocked it.
 */
export function PushControl() {
  const { t } = useTranslation();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    pushState().then(
      (found) => live && setState(found),
      () => live && setState('unsupported'),
    );
    return () => {
      live = false;
    };
  }, []);

  async function run(action: () => Promise<PushState>) {
    setBusy(true);
    setFailed(false);
    try {
      setState(await action());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="push-title" className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="push-title" className="text-lg font-bold">
        {t('push.title')}
      </h2>
      <p className="text-stone-700">{t('push.intro')}</p>
      {state === 'unsupported' ? <StatusText>{t('push.unsupported')}</StatusText> : null}
      {state === 'denied' ? <StatusText tone="error">{t('push.denied')}</StatusText> : null}
      {state === 'on' ? <StatusText>{t('push.on')}</StatusText> : null}
      {failed ? <StatusText tone="error">{t('push.failed')}</StatusText> : null}
      {state === 'off' ? (
        <Button disabled={busy} onClick={() => void run(enablePush)}>
          {busy ? t('push.working') : t('push.enable')}
        </Button>
      ) : null}
      {state === 'on' ? (
        <Button variant="outline" disabled={busy} onClick={() => void run(disablePush)}>
          {busy ? t('push.working') : t('push.disable')}
        </Button>
      ) : null}
    </section>
  );
}
