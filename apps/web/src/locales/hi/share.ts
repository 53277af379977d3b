import type { ShareKey } from '../en/share';

/** हिन्दी: फ़सल या किसान का पन्ना भेजना: फ़ोन का शेयर, WhatsApp, लिंक कॉपी। */
export const shareHi: Readonly<Record<ShareKey, string>> = {
  'share.button': 'शेयर करें',
  'share.listing': 'यह फ़सल शेयर करें',
  'share.seller': 'इस किसान का पन्ना शेयर करें',
  'share.whatsapp': 'व्हाट्सऐप',
  'share.copy': 'लिंक कॉपी करें',
  'share.copied': 'लिंक कॉपी हो गया',
  'share.copyFailed': 'लिंक कॉपी नहीं हो सका। पता-पट्टी को दबाकर रखें और वहाँ से कॉपी करें।',
  'share.listingText': '{{name}} {{price}}, {{place}} में — किसानसेतु पर',
  'share.listingTextNoPlace': '{{name}} {{price}} — किसानसेतु पर',
  'share.sellerText': '{{name}}, {{place}} के किसान — किसानसेतु पर',
  'share.sellerTextNoPlace': '{{name}}, किसान — किसानसेतु पर',
};
