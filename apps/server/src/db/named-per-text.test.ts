import { describe, expect, it } from 'vitest';
import { namedPerText } from './named-per-text';

interface Config {
  name?: string;
  text: string;
}

describe('namedPerText', () => {
  it('names each text of a shape once, the same text always alike', () => {
    const name = namedPerText();
    const sent = (config: Config) => (name(config), config.name);
    const first = sent({ name: 'search_page*', text: 'SELECT 1 WHERE a = $1' });
    const second = sent({ name: 'search_page*', text: 'SELECT 1 WHERE a = $1 OR b = $2' });
    expect(first).toMatch(/^search_page_\d+$/);
    expect(second).toMatch(/^search_page_\d+$/);
    expect(second).not.toBe(first);
    expect(sent({ name: 'search_page*', text: 'SELECT 1 WHERE a = $1' })).toBe(first);
  });

  it('leaves a fixed name and an unnamed statement as they are', () => {
    const name = namedPerText();
    const fixed = { name: 'product_with_seller_by_id', text: 'SELECT 1' };
    const unnamed: Config = { text: 'SELECT 2' };
    name(fixed);
    name(unnamed);
    name('SELECT 3');
    expect(fixed.name).toBe('product_with_seller_by_id');
    expect(unnamed.name).toBeUndefined();
  });

  it('sends texts past the limit unnamed, so no connection keeps plans without bound', () => {
    const name = namedPerText(2);
    const configs: Config[] = ['a', 'b', 'c'].map((text) => ({ name: 'search_page*', text }));
    configs.forEach(name);
    expect(configs.map((config) => config.name !== undefined)).toEqual([true, true, false]);
  });
});
