import type { ShareKey } from '../en/share';

/** ગુજરાતી: ખેતપેદાશ કે ખેડૂતનું પાનું મોકલવું: ફોનનું શેર, WhatsApp, લિંક કૉપિ. */
export const shareGu: Readonly<Record<ShareKey, string>> = {
  'share.button': 'શેર કરો',
  'share.listing': 'આ ખેતપેદાશ શેર કરો',
  'share.seller': 'આ ખેડૂતનું પાનું શેર કરો',
  'share.whatsapp': 'વૉટ્સઍપ',
  'share.copy': 'લિંક કૉપિ કરો',
  'share.copied': 'લિંક કૉપિ થઈ ગઈ',
  'share.copyFailed': 'લિંક કૉપિ થઈ શકી નહીં. સરનામાની પટ્ટી દબાવી રાખો અને ત્યાંથી કૉપિ કરો.',
  'share.listingText': '{{name}} {{price}}, {{place}}માં — કિસાનસેતુ પર',
  'share.listingTextNoPlace': '{{name}} {{price}} — કિસાનસેતુ પર',
  'share.sellerText': '{{name}}, {{place}}ના ખેડૂત — કિસાનસેતુ પર',
  'share.sellerTextNoPlace': '{{name}}, ખેડૂત — કિસાનસેતુ પર',
};
