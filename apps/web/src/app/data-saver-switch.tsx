import { useId } from 'react';
import {
  formatBytes,
  phoneAsksToSaveData,
  savedThisMonth,
  setDataSaver,
  useDataSaver,
} from '@/lib/data-saver';
import { useTranslation } from '@/lib/i18n';

/**
 * Data saver's switch, in the phone's menu and the wider screens' footer: whether photos wait for a tap, why it is on
 * when the person did not choose, and what it kept off the data pack this month.
 */
export function DataSaverSwitch() {
  const { t, i18n } = useTranslation();
  const on = useDataSaver();
  const hintId = useId();
  const saved = savedThisMonth();
  return (
    <div className="flex min-h-12 w-full items-center gap-3 px-2 py-1 text-white">
      <div className="min-w-0 flex-1" id={hintId}>
        <p className="font-semibold">{t('dataSaver.title')}</p>
        <p className="text-sm text-white/80">
          {on ? t('dataSaver.hint') : null} {on && phoneAsksToSaveData() ? t('dataSaver.phoneAsks') : null}
        </p>
        {saved > 0 ? (
          <p className="text-sm text-white/80">
            {t('dataSaver.saved', { size: formatBytes(saved, i18n.language, t) })}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={t('dataSaver.title')}
        aria-describedby={hintId}
        onClick={() => setDataSaver(!on)}
        className="group flex h-12 w-16 shrink-0 items-center justify-center rounded-full"
      >
        <span
          aria-hidden="true"
          className="relative h-8 w-14 rounded-full bg-white/30 transition-colors group-aria-checked:bg-amber-400"
        >
          <span className="absolute top-1 left-1 size-6 rounded-full bg-white shadow transition-transform group-aria-checked:translate-x-6" />
        </span>
      </button>
    </div>
  );
}
