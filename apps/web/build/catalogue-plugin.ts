import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Which of a catalogue's keys go where: each entry is a whole key, or a prefix when it ends in '.' or '_'. */
export type KeyPatterns = readonly string[];

export interface CatalogueSplit {
  /** The folder of the catalogues, one `<lang>.json` a language. */
  dir: string;
  /** The English texts the first route shows: bundled with it, while the rest of English loads with the other pages. */
  firstRoute: KeyPatterns;
  /** Texts only the server uses (its pages, its SMS): never in the web's bundle. */
  serverOnly: KeyPatterns;
  /** The prefix of the static pages' copy, which loads with those pages alone. */
  staticPages: string;
}

/** A flat catalogue: key → text. */
type Catalogue = Record<string, string>;
/** A static page's copy as its component reads it, rebuilt from the flat `staticPage.…` keys. */
type CopyTree = { [part: string]: string | CopyTree | (string | CopyTree)[] };

const TEXTS = 'virtual:texts/';
const STATIC_PAGES = 'virtual:static-pages/';

/** Whether a key is named by one of the patterns. */
export function matches(key: string, patterns: KeyPatterns): boolean {
  return patterns.some((pattern) =>
    pattern.endsWith('.') || pattern.endsWith('_') ? key.startsWith(pattern) : key === pattern,
  );
}

function pick(catalogue: Catalogue, keep: (key: string) => boolean): Catalogue {
  return Object.fromEntries(Object.entries(catalogue).filter(([key]) => keep(key)));
}

/** `a.0.b` → `{ a: [{ b }] }`: a numeric part makes an array, so the copy keeps its sections and paragraphs in order. */
function unflatten(texts: Catalogue): CopyTree {
  const root: CopyTree = {};
  for (const [key, text] of Object.entries(texts)) {
    const parts = key.split('.');
    let node: CopyTree | (string | CopyTree)[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const container = node as Record<string, string | CopyTree | (string | CopyTree)[]>;
      if (last) {
        container[part] = text;
        return;
      }
      container[part] ??= /^\d+$/.test(parts[index + 1] ?? '') ? [] : {};
      node = container[part] as CopyTree | (string | CopyTree)[];
    });
  }
  return root;
}

/**
 * Serves each language's catalogue to the web app in the pieces the build wants, so where a text is written (one
 * catalogue a language) and which chunk carries it (this plugin's configuration) are separate decisions:
 *
 * - `virtual:texts/en/first-route`: the English the first route shows;
 * - `virtual:texts/<lang>`: the rest of what the app shows in that language (all of it for every language but English);
 * - `virtual:static-pages/<lang>`: the static pages' copy, as its component reads it.
 *
 * Server-only texts are left out of all three.
 */
export function catalogue(split: CatalogueSplit): Plugin {
  const read = (lang: string): Catalogue =>
    JSON.parse(readFileSync(join(split.dir, `${lang}.json`), 'utf8')) as Catalogue;
  const forWeb = (key: string) => !matches(key, split.serverOnly) && !key.startsWith(split.staticPages);
  return {
    name: 'kisansetu:catalogue',
    resolveId(id) {
      return id.startsWith(TEXTS) || id.startsWith(STATIC_PAGES) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith('\0')) return undefined;
      const name = id.slice(1);
      let value: Catalogue | CopyTree;
      if (name.startsWith(STATIC_PAGES)) {
        const lang = name.slice(STATIC_PAGES.length);
        this.addWatchFile(join(split.dir, `${lang}.json`));
        const copy = pick(read(lang), (key) => key.startsWith(split.staticPages));
        value = unflatten(
          Object.fromEntries(
            Object.entries(copy).map(([key, text]) => [key.slice(split.staticPages.length), text]),
          ),
        );
      } else if (name.startsWith(TEXTS)) {
        const [lang = '', part] = name.slice(TEXTS.length).split('/');
        this.addWatchFile(join(split.dir, `${lang}.json`));
        const texts = read(lang);
        if (part === 'first-route')
          value = pick(texts, (key) => forWeb(key) && matches(key, split.firstRoute));
        else if (lang === 'en') value = pick(texts, (key) => forWeb(key) && !matches(key, split.firstRoute));
        else value = pick(texts, forWeb);
      } else return undefined;
      return `export default ${JSON.stringify(value)};\n`;
    },
  };
}
