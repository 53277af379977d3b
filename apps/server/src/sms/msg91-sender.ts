import type { CropLang } from '@kisansetu/contract';
import type { SmsConfig } from '../config/config';
import { postJson, SmsNotSent, type SmsSender } from './sms-sender';

/** The DLT template id of each alert text and language (`messages.hi`); English for every text at least. */
export type Msg91AlertTemplates = Partial<Record<string, string>>;

type Msg91Config = Extract<SmsConfig, { provider: 'msg91' }>;

/**
 * MSG91's send-SMS API (`POST {base}/api/v2/sendsms`, header `authkey`): a transactional route (4) to an Indian
 * number, with the DLT template id Indian rules require of every commercial SMS. The text must be the one registered
 * under that template, so a language without its own registered template gets the English text. MSG91 answers
 * `{ "type": "success" | "error", "message" }`, an error sometimes with status 200.
 */
export function createMsg91Sender(
  config: Msg91Config,
  alertTemplates: Msg91AlertTemplates | null,
): SmsSender {
  const url = `${config.baseUrl}/api/v2/sendsms`;
  async function post(to: string, message: string, templateId: string | undefined): Promise<void> {
    const answer = await postJson(
      url,
      { authkey: config.authKey },
      {
        sender: config.senderId,
        route: '4',
        country: '91',
        // Indian scripts need a Unicode SMS; English fits the plain alphabet (and more text a part).
        unicode: /^[\x20-\x7e\n]*$/.test(message) ? 0 : 1,
        DLT_TE_ID: templateId,
        sms: [{ message, to: [to.replace(/^\+/, '')] }],
      },
    );
    if (!isSuccess(answer)) throw new SmsNotSent('gateway error');
  }
  return {
    provider: 'msg91',
    async send({ to, lang, text, englishText }) {
      const templateLang: CropLang = config.templateIds[lang] !== undefined ? lang : 'en';
      await post(to, templateLang === lang ? text : englishText, config.templateIds[templateLang]);
    },
    ...(alertTemplates
      ? {
          async sendAlert({ to, lang, text, englishText, template }) {
            const own = alertTemplates[`${template}.${lang}`];
            await post(to, own ? text : englishText, own ?? alertTemplates[`${template}.en`]);
          },
        }
      : {}),
  };
}

function isSuccess(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && (answer as { type?: unknown }).type === 'success';
}
