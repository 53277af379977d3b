/**
 * The crop vocabulary's shape: every crop and produce kind sold in Indian mandis, with its names in the languages
 * KisanSetu speaks and the spellings people type. Search, suggestions, buyer requests, saved searches and mandi prices
 * all read the same entries, so a crop is one `key` everywhere.
 */

/** Languages a crop has a name in: the UI's languages (English, Hindi, and the seven of the languages issue). */
export const CROP_LANGS = ['en', 'hi', 'mr', 'pa', 'gu', 'bn', 'ta', 'te', 'kn'] as const;
export type CropLang = (typeof CROP_LANGS)[number];

export const CROP_GROUPS = [
  'cereal',
  'pulse',
  'vegetable',
  'fruit',
  'spice',
  'oilseed',
  'fibre',
  'plantation',
  'dry_fruit',
  'flower',
  'other',
] as const;
export type CropGroup = (typeof CROP_GROUPS)[number];

export interface CropEntry {
  /** Stable id, snake_case English ('potato', 'red_chilli'); stored on listings, requests and prices. */
  key: string;
  group: CropGroup;
  /** The name a person of each language would write on a sack or a mandi board, in that language's script. */
  names: Record<CropLang, string>;
  /**
   * Other names and spellings that mean this crop and nothing else: romanised Hindi and regional names ('aloo',
   * 'aalu', 'batata'), other English names ('eggplant' for brinjal), spelling variants in any script ('गेहूँ'). Never
   * a word that also means another crop (no false friends: 'aloo' is potato only).
   */
  aliases: readonly string[];
  /** Agmarknet commodity names that are this crop ('Paddy(Dhan)(Common)'), for the mandi price import. */
  mandi: readonly string[];
}
