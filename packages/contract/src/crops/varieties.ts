import type { CropLang } from './crop-types';
import { VARIETY_NAMES_DATA } from './variety-names';

/**
 * Varieties traders name for the crops that are bought by variety, keyed by the crop vocabulary's key: the product
 * form offers them as suggestions once it knows the crop. A variety is a proper name (a seed's or a region's), written
 * as the trade writes it on every board; the farmer may type another.
 */
export const CROP_VARIETIES: Readonly<Record<string, readonly string[]>> = {
  wheat: ['Sharbati', 'Lokwan', 'HD 2967', 'PBW 343', 'Durum', 'Mill quality'],
  rice: ['Basmati 1121', 'Pusa Basmati 1509', 'Sona Masoori', 'Ponni', 'Kolam', 'IR 64', 'Gobindobhog'],
  maize: ['Hybrid yellow', 'Desi white'],
  onion: ['Nashik Red', 'Bellary Red', 'Pusa Red', 'White onion', 'Rose onion'],
  potato: ['Kufri Jyoti', 'Kufri Pukhraj', 'Kufri Chipsona', 'Kufri Bahar', 'Lady Rosetta'],
  tomato: ['Hybrid', 'Desi', 'Cherry'],
  chana: ['Kabuli', 'Desi', 'Kanta'],
  toor: ['Maruti', 'Lakshmi', 'Desi'],
  soybean: ['JS 335', 'JS 9560', 'Yellow'],
  cotton: ['Shankar-6', 'MCU 5', 'DCH 32', 'Bunny'],
  red_chilli: ['Guntur Sannam (Teja)', 'Byadgi', 'Wonder Hot', '334', 'Kashmiri'],
  turmeric: ['Salem', 'Erode', 'Rajapuri', 'Lakadong', 'Nizamabad'],
  mango: ['Alphonso', 'Kesar', 'Dasheri', 'Langra', 'Banganapalli', 'Totapuri', 'Himsagar'],
  banana: ['Robusta', 'G9 (Grand Naine)', 'Nendran', 'Yelakki', 'Poovan'],
  grapes: ['Thompson Seedless', 'Sharad Seedless', 'Sonaka', 'Flame Seedless'],
  pomegranate: ['Bhagwa', 'Ganesh', 'Arakta'],
  apple: ['Royal Delicious', 'Golden Delicious', 'Kinnaur', 'Ambri'],
  orange: ['Nagpur', 'Kinnow', 'Coorg'],
  cumin: ['Unjha', 'Europe quality'],
  coriander_seed: ['Badami', 'Eagle', 'Scooter'],
  cardamom: ['Bold 8 mm', 'Medium 7 mm'],
  groundnut: ['Bold', 'Java', 'TJ 37'],
  mustard: ['Sarson 42%', 'Black'],
};

/** The known varieties of a crop (by vocabulary key), none for a crop not bought by variety. */
export function varietiesOf(crop: string | null | undefined): readonly string[] {
  return (crop && CROP_VARIETIES[crop]) || [];
}

/** Each variety's name in the reader's script (the trade's name, written as it sounds), by the trade's name. */
export const VARIETY_NAMES: Readonly<Record<string, Readonly<Record<Exclude<CropLang, 'en'>, string>>>> =
  VARIETY_NAMES_DATA;

/** A variety's name for a reader of `language`: its own script where the list has it, else the trade's name. */
export function varietyName(variety: string, language: string): string {
  const names = VARIETY_NAMES[variety];
  return (names && language in names ? names[language as keyof typeof names] : undefined) ?? variety;
}
