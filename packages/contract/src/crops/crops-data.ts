import { z } from 'zod';
import { CROP_GROUPS, CROP_LANGS, type CropEntry } from './crop-types';
import cerealsPulses from './vocabulary/cereals-pulses.json';
import fruits from './vocabulary/fruits.json';
import spicesOilseedsOther from './vocabulary/spices-oilseeds-other.json';
import vegetables from './vocabulary/vegetables.json';

/** One crop entry of the data files, as crop-types.ts describes it. */
export const cropEntrySchema = z
  .object({
    key: z.string().regex(/^[a-z]+(_[a-z]+)*$/),
    group: z.enum(CROP_GROUPS),
    names: z.record(z.enum(CROP_LANGS), z.string().min(1)),
    aliases: z.array(z.string().min(1)),
    mandi: z.array(z.string().min(1)),
  })
  .strict();

/**
 * The whole crop vocabulary, from the JSON files in vocabulary/ (one per family of produce, cereals and pulses first, then
 * vegetables, fruits, spices, oilseeds, fibres, plantation crops, dry fruits, flowers and other produce), checked
 * against {@link cropEntrySchema} as it loads: a malformed entry stops the start instead of mis-matching searches.
 * crops-data.test.ts keeps the words honest (one key per crop, every name in its language's script, no word that
 * names two crops).
 *
 * Names are what a farmer or trader of each language says and writes on a sack or a mandi board; aliases are the
 * romanised and regional spellings people type on phones, other English names and script variants; `mandi` lists the
 * Agmarknet commodity names of the crop. What the lists leave out on purpose:
 * - varieties (Basmati, Sharbati, Lokwan, Kinnow) are words of a listing's name or a mandi name, not aliases;
 * - sweet corn and baby corn are a crop of their own; field maize, desi cobs (bhutta) and popcorn are maize;
 * - the leaves and the seed of one plant are two crops ('hari methi', 'hara dhaniya' the leaves; bare 'methi' and
 *   'dhaniya' the seed spices, as mandi boards write them); 'matar' is green peas, dry peas say so;
 * - false friends are no alias of either crop: 'sitaphal' (custard apple, or pumpkin in Hindi), 'bedana'
 *   (pomegranate, or raisins in Marathi), bare 'chilli', 'mirch' and 'pepper';
 * - sugar is a factory product, not produce.
 */
export const CROPS: readonly CropEntry[] = z
  .array(cropEntrySchema)
  .parse([...cerealsPulses, ...vegetables, ...fruits, ...spicesOilseedsOther]);
