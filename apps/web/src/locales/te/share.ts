import type { ShareKey } from '../en/share';

/** తెలుగు: ఉత్పత్తి లేదా రైతు పేజీని పంచుకోవడం: ఫోన్ షేర్, WhatsApp, లింక్ కాపీ. */
export const shareTe: Readonly<Record<ShareKey, string>> = {
  'share.button': 'షేర్ చేయండి',
  'share.listing': 'ఈ ప్రకటనను షేర్ చేయండి',
  'share.seller': 'ఈ రైతు పేజీని షేర్ చేయండి',
  'share.whatsapp': 'వాట్సాప్',
  'share.copy': 'లింక్ కాపీ చేయండి',
  'share.copied': 'లింక్ కాపీ అయింది',
  'share.copyFailed': 'లింక్ కాపీ కాలేదు. అడ్రస్ బార్‌ను నొక్కి పట్టుకుని అక్కడి నుంచి కాపీ చేయండి.',
  'share.listingText': '{{name}} {{price}}, {{place}}లో — కిసాన్‌సేతులో',
  'share.listingTextNoPlace': '{{name}} {{price}} — కిసాన్‌సేతులో',
  'share.sellerText': '{{name}}, {{place}} రైతు — కిసాన్‌సేతులో',
  'share.sellerTextNoPlace': '{{name}}, రైతు — కిసాన్‌సేతులో',
};
