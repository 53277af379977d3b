import { expect } from '@playwright/test';

const STAND_IN = `http://127.0.0.1:${process.env.E2E_WHATSAPP_PORT ?? 4181}/messages`;

/** A template message as the server sends it to WhatsApp's Cloud API (the parts a journey reads). */
export interface WhatsAppTemplateMessage {
  messaging_product: 'whatsapp';
  to: string;
  type: 'template';
  template: {
    name: string;
    language: { code: string };
    components: {
      type: string;
      sub_type?: string;
      index?: string;
      parameters: { type: string; text: string }[];
    }[];
  };
}

/** The last WhatsApp message the server sent to `phoneNumber` (`+91XXXXXXXXXX`), waiting for one to come. */
export async function lastWhatsApp(phoneNumber: string): Promise<WhatsAppTemplateMessage> {
  let found: WhatsAppTemplateMessage | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${STAND_IN}?to=${encodeURIComponent(phoneNumber)}`);
      if (!response.ok) return false;
      found = (await response.json()) as WhatsAppTemplateMessage;
      return true;
    })
    .toBe(true);
  return found!;
}

/** The code of an alert's links (`/c/{code}`, `/alerts/stop/{code}`): the parameter of its first URL button. */
export function alertCodeOf(message: WhatsAppTemplateMessage): string {
  const button = message.template.components.find((component) => component.type === 'button');
  const code = button?.parameters[0]?.text;
  if (!code) throw new Error('the WhatsApp alert has no button with the link’s code');
  return code;
}
