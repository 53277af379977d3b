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

/** The names in the braces of every `import { … } from '<from>'` (or `export { … } from`), `type` ones left out. */
function valueNames(text: string, keyword: 'import' | 'export', from: string): string[] {
  const pattern = new RegExp(`^${keyword}\\s+\\{([^}]*)\\}\\s+from\\s+'${from}';`, 'gm');
  return [...text.matchAll(pattern)].flatMap(([, names]) =>
    names!
      .split(',')
      .map((name) => name.trim().split(/\s+/)[0]!)
      .filter((name) => name !== '' && name !== 'type'),
  );
}

/**
 * What products' repository may give other modules: the listing visibility policy, and the shapes a listing is read
 * in, which say nothing of who may see it.
 */
const PRODUCTS_SHARED_SQL = [
  'listingVisibility',
  'pageColumns',
  'distanceColumn',
  'distancePage',
  'productWithSellerColumns',
];

describe('server layers', () => {
  it('keeps every query of a module in a repository (a *.repository.ts file or a repository/ folder)', () => {
    const outside = sourceFiles(modulesDir).filter((file) => {
      if (isRepository(file)) return false;
      const text = readFileSync(path.join(src, file), 'utf8');
      return BUILDS_SQL.some((pattern) => pattern.test(text));
    });
    expect(outside).toEqual([]);
  });

  it("gives other modules products' listing visibility only as its policy, never a raw condition", () => {
    const productsIndex = readFileSync(path.join(modulesDir, 'products', 'index.ts'), 'utf8');
    const fromRepository = valueNames(productsIndex, 'export', '\\./repository');
    expect(fromRepository).toContain('listingVisibility');
    const taken = sourceFiles(modulesDir)
      .filter((file) => file.split(path.sep)[1] !== 'products')
      .flatMap((file) =>
        valueNames(readFileSync(path.join(src, file), 'utf8'), 'import', '(\\.\\./)+products')
          .filter((name) => fromRepository.includes(name) && !PRODUCTS_SHARED_SQL.includes(name))
          .map((name) => `${file}: ${name}`),
      );
    expect(taken).toEqual([]);
  });

  it('lets each module build its own repository and service: app.ts only lists and connects modules', () => {
    const app = readFileSync(path.join(src, 'app.ts'), 'utf8');
    expect(app.match(/\bcreate\w+(Repository|Service)\(/g) ?? []).toEqual([]);
  });
});
