import { PHONE_SIGN_IN } from '../phone';
import type { CropLang } from '../crops/crop-types';
import { fillNotificationText } from '../notification-texts';
import { catalogueText } from './catalogues';

/**
 * The text of the SMS that carries `code`, in `lang` (the catalogue's `sms.code`: short, naming KisanSetu and saying
 * never to share it). With the site's host it ends in the origin-bound line (`@kisansetu.in #042917`) that lets the
 * browser's WebOTP hand the code to that site alone.
 */
export function smsCodeText(lang: CropLang, code: string, host?: string): string {
  const text = fillNotificationText(catalogueText(lang, 'sms.code'), {
    code,
    minutes: PHONE_SIGN_IN.codeSeconds / 60,
  });
  return host === undefined ? text : `${text}\n\n@${host} #${code}`;
}

/**
 * The text of the SMS that asks a farmer's consent to a helper (the catalogue's `sms.consent`): who asks, for which
 * organisation, to give the code only on agreeing, and the link where the farmer can end it later.
 */
export function smsConsentText(
  lang: CropLang,
  facts: { code: string; helper: string; organisation: string; link: string },
): string {
  return fillNotificationText(catalogueText(lang, 'sms.consent'), {
    ...facts,
    minutes: PHONE_SIGN_IN.codeSeconds / 60,
  });
}
