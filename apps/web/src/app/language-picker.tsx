import { changeLanguage, useTranslation } from '@/lib/i18n';
import { AVAILABLE_LANGUAGES, LANGUAGE_INFO, isAvailableLanguage } from '@/lib/languages';
import { GlobeIcon } from '@/components/icons';
import { useCurrentUser } from '@/lib/store';
import { saveAccountLanguage } from '@/features/auth';

/**
 * The language picker: a native <select> (the phone's own list, no script of ours) listing every available
 * language in its own script, each option marked with its `lang` so it is read and rendered in that language. It
 * is laid transparently over a globe (and, from `sm`, the current language's name), so the bar stays narrow on a
 * 360 px phone while the whole 48 px square is the control. As a `row` (the phone menu, where a signed-in person's
 * narrow bar has no room for it) it spells out "Language" and the current one. The choice is remembered
 * (changeLanguage).
 */
export function LanguagePicker({ row = false }: { row?: boolean }) {
  const { t, i18n } = useTranslation();
  const signedIn = useCurrentUser() !== null;
  const current = i18n.language;
  return (
    <div
      className={
        row
          ? 'relative flex min-h-12 items-center gap-2 rounded-lg px-2 font-semibold text-white/90 focus-within:outline-2 focus-within:outline-white hover:bg-white/10'
          : 'relative inline-flex min-h-12 min-w-12 items-center justify-center gap-1 rounded-lg px-2 font-semibold text-white focus-within:outline-2 focus-within:outline-white hover:bg-white/10 sm:px-3'
      }
    >
      <GlobeIcon />
      {row ? <span aria-hidden="true">{t('nav.language')}:</span> : null}
      <span className={row ? undefined : 'hidden sm:inline'} lang={current} aria-hidden="true">
        {LANGUAGE_INFO[current].name}
      </span>
      <select
        aria-label={t('nav.language')}
        title={t('nav.language')}
        value={current}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isAvailableLanguage(chosen)) return;
          void changeLanguage(chosen);
          if (signedIn) saveAccountLanguage(chosen);
        }}
        // Transparent over the icon: the select itself takes the taps and the keyboard, and opens the phone's list.
        className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
      >
        {AVAILABLE_LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={lang} className="text-stone-900">
            {LANGUAGE_INFO[lang].name}
          </option>
        ))}
      </select>
    </div>
  );
}
