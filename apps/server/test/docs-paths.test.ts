import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

/** Every Markdown file of the project's own docs: the README, docs/ (with the ADRs), and each workspace's README. */
function docs(): string[] {
  const found = ['README.md'];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith('.md')) found.push(relative);
    }
  };
  walk('docs');
  for (const dir of ['apps/server', 'apps/web', 'packages/contract', 'bench', 'e2e', 'deploy'])
    if (existsSync(path.join(root, dir, 'README.md'))) found.push(path.join(dir, 'README.md'));
  return found;
}

/** A code span that is a path: from a top folder of the project, or to a source file or folder of the doc's workspace. */
const PATH_LIKE =
  /^((apps|packages|docs|e2e|bench|deploy|\.ci|src|scripts|test|tests|support)\/|[\w.-]+\/[\w./-]*\.(ts|tsx|mjs|md|json|sql|css)$)/;
/** A path with a placeholder in it (`<name>`, `{id}`, `*`, `…`, `DATA_DIR/`) names no one file. */
const PLACEHOLDER = /[<>{}*$…]|\.\.\.|^[A-Z_]+\//;
/** Where a doc's shortened paths start (`lib/envelope.ts` is the server's, `features/chat/` the web's). */
const BASES = [
  'apps/server',
  'apps/web',
  'apps/server/src',
  'apps/web/src',
  'packages/contract/src',
  'packages/contract',
];
/** What a build, a test run or a start writes: named in the docs, not kept in the repository. */
const MADE = /(^|\/)(dist|results|playwright-report|test-results|data|node_modules|screenshots)(\/|$)/;

/**
 * The paths a doc names: Markdown links to files of the project (relative to the doc), and code spans that are a path
 * (from the project's root, or from the doc's own folder). A glob or a placeholder (`<name>`, `{id}`, `*`) names no file.
 */
function namedPaths(doc: string): string[][] {
  const text = readFileSync(path.join(root, doc), 'utf8');
  const here = path.dirname(doc);
  const named: string[][] = [];
  for (const [, target] of text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) {
    if (target === undefined || /^[a-z]+:/i.test(target)) continue;
    named.push([path.normalize(path.join(here, target))]);
  }
  for (const [, span] of text.matchAll(/`([^`\s]+)`/g)) {
    if (span === undefined || !PATH_LIKE.test(span) || PLACEHOLDER.test(span) || MADE.test(span)) continue;
    const file = span.replace(/[:,.;]+$/, '').replace(/:\d+$/, '');
    named.push(
      [root, here, ...BASES].map((base) => path.normalize(path.join(base === root ? '' : base, file))),
    );
  }
  return named;
}

/** A superseded decision is history: it may name what has gone since. */
const current = (doc: string) =>
  !/^Status: superseded/im.test(readFileSync(path.join(root, doc), 'utf8')) ||
  !doc.startsWith('docs/decisions/');

describe('the docs', () => {
  it.each(docs().filter(current))('%s names only files and folders that exist', (doc) => {
    const missing = namedPaths(doc)
      .filter((candidates) => !candidates.some((named) => existsSync(path.join(root, named))))
      .map((candidates) => candidates[0]);
    expect(missing).toEqual([]);
  });
});
