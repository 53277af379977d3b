import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
const foldersIn = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** The project's map must name every module and feature that exists, so a newcomer finds each one from it. */
describe('docs/architecture.md', () => {
  it.each([
    ['server module', 'apps/server/src/modules'],
    ['web feature', 'apps/web/src/features'],
  ])('names every %s folder', (_kind, dir) => {
    const missing = foldersIn(dir).filter((name) => !doc.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
