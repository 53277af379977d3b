/** The words a server-rendered page and its link preview are made of, each UI language having all of them. */
export const PAGE_TEXT_KEYS = [
  'homeTitle',
  'siteDescription',
  'listTitle',
  'searchTitle',
  'newestCrops',
  'productTitle',
  'soldMark',
  'expiredMark',
  'productDescription',
  'sellerTitle',
  'sellerDescription',
  'soldNote',
  'expiredNote',
  'photoOf',
  'soldBy',
  'quantity',
  'place',
  'description',
  'noCrops',
  'byName',
  'farmerAt',
  'cropsForSale',
] as const;

export type PageTextKey = (typeof PAGE_TEXT_KEYS)[number];
export type PageTexts = Record<PageTextKey, string>;

/** A page text with its `{{name}}` placeholders filled; a placeholder without a value is left out. */
export function fillPageText(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_placeholder, name: string) => {
    const value = params[name];
    return value === undefined ? '' : String(value);
  });
}
