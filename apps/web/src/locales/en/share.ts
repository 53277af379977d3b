/** English: sharing a listing or a farmer's profile: the phone's share sheet, WhatsApp, Copy link. */
export const shareEn = {
  'share.button': 'Share',
  'share.listing': 'Share this listing',
  'share.seller': "Share this farmer's page",
  'share.whatsapp': 'WhatsApp',
  'share.copy': 'Copy link',
  'share.copied': 'Link copied',
  'share.copyFailed': 'Could not copy the link. Press and hold the address bar to copy it.',
  'share.listingText': '{{name}} {{price}} at {{place}} — on KisanSetu',
  'share.listingTextNoPlace': '{{name}} {{price}} — on KisanSetu',
  'share.sellerText': '{{name}}, farmer at {{place}} — on KisanSetu',
  'share.sellerTextNoPlace': '{{name}}, farmer — on KisanSetu',
} as const;

export type ShareKey = keyof typeof shareEn;
