import { call } from '@/lib/api-client';
import { LANGUAGE_STORAGE_KEY, changeLanguage, i18n } from '@/lib/i18n';
import { isAvailableLanguage } from '@/lib/languages';

/** Whether a language was ever chosen on this phone (the picker remembers it). */
function chosenHere(): boolean {
  try {
    return isAvailableLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? '');
  } catch {
    return false;
  }
}

/** Stores the language on the account (the one its alerts are written in), so it follows the person. */
export async function saveAccountLanguage(lang: string): Promise<void> {
  if (!isAvailableLanguage(lang)) return;
  await call('PUT /user/alerts', { json: { lang } });
}

/**
 * At sign-in: a phone where no language was ever chosen takes the account's; a phone where one was gives it to the
 * account. The account's English is also the stored default, which says nothing, so it never switches a phone.
 */
export async function followAccountLanguage(): Promise<void> {
  const { data } = await call('GET /user/alerts');
  const here = i18n.language;
  if (chosenHere()) {
    if (data.lang !== here) await saveAccountLanguage(here);
    return;
  }
  if (data.lang !== 'en' && data.lang !== here && isAvailableLanguage(data.lang))
    await changeLanguage(data.lang);
}
