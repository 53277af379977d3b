import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../src');
const modulesDir = path.join(src, 'modules');

/** Every non-test TypeScript file under `dir`, relative to `src`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.relative(src, path.join(dir, file)));
}

/** A value import (not `import type`) of the query builder, or of the table namespace from the db folder. */
const BUILDS_SQL = [
  /^import\s+\{[^}]*\}\s+from\s+'drizzle-orm'/m,
  /^import\s+\{[^}]*\btables\b[^}]*\}\s+from\s+'(\.\.\/)+db'/m,
];
const isRepository = (file: string) =>
  file.endsWith('.repository.ts') || file.split(path.sep).includes('repository');

describe('server layers', () => {
  it('keeps every query of a module in a repository (a *.repository.ts file or a repository/ folder)', () => {
    const outside = sourceFiles(modulesDir).filter((file) => {
      if (isRepository(file)) return false;
      const text = readFileSync(path.join(src, file), 'utf8');
      return BUILDS_SQL.some((pattern) => pattern.test(text));
    });
    expect(outside).toEqual([]);
  });

  it('lets each module build its own repository and service: app.ts only lists and connects modules', () => {
    const app = readFileSync(path.join(src, 'app.ts'), 'utf8');
    expect(app.match(/\bcreate\w+(Repository|Service)\(/g) ?? []).toEqual([]);
  });
});
