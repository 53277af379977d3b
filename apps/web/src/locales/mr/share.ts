import type { ShareKey } from '../en/share';

/** मराठी: शेतमाल किंवा शेतकऱ्याचे पान पाठवणे: फोनचे शेअर, WhatsApp, लिंक कॉपी. */
export const shareMr: Readonly<Record<ShareKey, string>> = {
  'share.button': 'शेअर करा',
  'share.listing': 'हा शेतमाल शेअर करा',
  'share.seller': 'या शेतकऱ्याचे पान शेअर करा',
  'share.whatsapp': 'व्हॉट्सॲप',
  'share.copy': 'लिंक कॉपी करा',
  'share.copied': 'लिंक कॉपी झाली',
  'share.copyFailed': 'लिंक कॉपी करता आली नाही. पत्त्याची पट्टी दाबून ठेवा आणि तिथून कॉपी करा.',
  'share.listingText': '{{name}} {{price}}, {{place}} येथे — किसानसेतुवर',
  'share.listingTextNoPlace': '{{name}} {{price}} — किसानसेतुवर',
  'share.sellerText': '{{name}}, {{place}} येथील शेतकरी — किसानसेतुवर',
  'share.sellerTextNoPlace': '{{name}}, शेतकरी — किसानसेतुवर',
};
