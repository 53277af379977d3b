import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/lib/i18n';

/** EN / हिं: switches the language and remembers it. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const hindi = i18n.language?.startsWith('hi');
  const next = hindi ? 'en' : 'hi';
  return (
    <button
      type="button"
      lang={next}
      onClick={() => void changeLanguage(next)}
      aria-label={hindi ? 'Switch to English' : 'हिन्दी में देखें'}
      title={t('nav.language')}
      className={
        className ??
        'min-h-10 rounded-lg border border-white/60 px-3 text-sm font-semibold text-white hover:bg-white/10'
      }
    >
      {hindi ? 'English' : 'हिन्दी'}
    </button>
  );
}
