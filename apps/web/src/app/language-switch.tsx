import { changeLanguage, useTranslation } from '@/lib/i18n';

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
      aria-label={t('nav.switchLanguage')}
      title={t('nav.switchLanguage')}
      className={
        className ??
        'min-h-12 rounded-lg border border-white/60 px-2 text-sm font-semibold text-white hover:bg-white/10 sm:px-3'
      }
    >
      <span className="sm:hidden" aria-hidden="true">
        {t('nav.otherLanguageShort')}
      </span>
      <span className="hidden sm:inline" aria-hidden="true">
        {t('nav.otherLanguage')}
      </span>
    </button>
  );
}
