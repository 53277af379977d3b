import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db';
import { openTestDatabase } from '../../../test/test-app';
import { WORD_LOOKUP_TTL_MS, createWordLookup, recordWords } from '.';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await recordWords(database.db, ['Sharbati Wheat']);
});
afterAll(async () => {
  await database.close();
});

describe('the typo dictionary’s word lookup', () => {
  it('gives a misspelling its corrections and says no listing has the word itself', async () => {
    const lookUp = createWordLookup(database.db);
    expect(await lookUp('Sharbti')).toEqual({ words: ['sharbti', 'sharbati'], known: false });
    expect(await lookUp('sharbati')).toEqual({ words: ['sharbati'], known: true });
  });

  it('tells a kept answer at once, and nothing before the dictionary has answered', async () => {
    const lookUp = createWordLookup(database.db);
    const asked = lookUp('sharbti');
    expect(lookUp.kept('sharbti')).toBeUndefined();
    await asked;
    expect(lookUp.kept('SHARBTI')).toEqual({ words: ['sharbti', 'sharbati'], known: false });
  });

  it('keeps an answer for a minute, so a word another server process lists is a correction within that', async () => {
    let clock = 1_000_000;
    const lookUp = createWordLookup(database.db, { now: () => clock });
    expect(await lookUp('zirakpury')).toEqual({ words: ['zirakpury'], known: false });
    // Another process lists 'Zirakpuri Gur': the word reaches the dictionary without this process adding it.
    await database.db.execute(sql`INSERT INTO listing_words (word) VALUES ('zirakpuri')`);
    clock += WORD_LOOKUP_TTL_MS - 1;
    expect(await lookUp('zirakpury')).toEqual({ words: ['zirakpury'], known: false });
    clock += 1;
    expect(await lookUp('zirakpury')).toEqual({ words: ['zirakpury', 'zirakpuri'], known: false });
  });

  it('answers afresh as soon as this process adds a word to the dictionary', async () => {
    const lookUp = createWordLookup(database.db, { now: () => 0 });
    expect(await lookUp('baskit')).toEqual({ words: ['baskit'], known: false });
    await recordWords(database.db, ['Cane Basket']);
    expect(await lookUp('baskit')).toEqual({ words: ['baskit', 'basket'], known: false });
    await recordWords(database.db, ['Bamboo Baskit']);
    expect((await lookUp('baskit')).known).toBe(true);
  });
});
