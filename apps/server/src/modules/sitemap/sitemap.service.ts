import { asBackgroundWork } from '../../db';
import { toSitemapIndex, toUrlset } from './sitemap.presenter';
import type { SitemapRepository } from './sitemap.repository';

/** The most URLs one sitemap file may hold (sitemaps.org); past it, /sitemap.xml becomes an index of files. */
export const SITEMAP_MAX_URLS = 50_000;

/** Pages anyone may open that are worth finding, besides the listings; they open file 1. */
export const PUBLIC_PAGES = ['/', '/product', '/search'] as const;

/** Rendered answers kept for the current build: every file of a mid-sized site, a few of a large one's. */
const RENDERED_BYTES = 16 * 1024 * 1024;

export interface SitemapServiceOptions {
  repository: SitemapRepository;
  /** URLs a file (at most {@link SITEMAP_MAX_URLS}). */
  urlsPerFile: number;
  /** How old a build may grow before a request starts the next one in the background. */
  refreshMs: number;
  /** A failed background rebuild (the previous build keeps being served). */
  onRebuildError: (error: unknown) => void;
  /** The clock (tests move it). */
  now?: () => number;
}

/** One build: where each file's listings start and end, by id. */
interface Build {
  /** File n (1-based) names the listings with ids after `after` up to `last`; `last` null: no listings at all. */
  files: { after: string | null; last: string | null }[];
  /** Rendered answers by origin and file (0: the index), oldest first, while they fit {@link RENDERED_BYTES}. */
  rendered: Map<string, string>;
  renderedBytes: number;
  /** Answers being rendered, so that twin requests share one read. */
  rendering: Map<string, Promise<string>>;
}

/**
 * The sitemap, built in the background and kept: a build walks the listings by id once to find where each file
 * starts, and the answers are rendered from it per origin (so one Host's URLs are never served to another). Only the
 * first request waits for a build; later ones get the current build while the next one is made.
 */
export function createSitemapService(options: SitemapServiceOptions) {
  const { repository, refreshMs } = options;
  const now = options.now ?? Date.now;
  // At least room for the public pages and one listing in the first file.
  const perFile = Math.max(Math.min(options.urlsPerFile, SITEMAP_MAX_URLS), PUBLIC_PAGES.length + 1);
  let current: Build | undefined;
  let building: Promise<Build> | undefined;
  let nextBuildAt = 0;
  let stopped = false;

  async function build(): Promise<Build> {
    const files: Build['files'] = [];
    let after: string | null = null;
    let room = perFile - PUBLIC_PAGES.length;
    for (;;) {
      const last = await repository.lastIdAfter(after, room);
      if (last === null) break;
      files.push({ after, last });
      after = last;
      room = perFile;
    }
    if (files.length === 0) files.push({ after: null, last: null });
    return { files, rendered: new Map(), renderedBytes: 0, rendering: new Map() };
  }

  function rebuild(): Promise<Build> {
    // Counted from the start, so a failing database is asked again only after another refreshMs.
    nextBuildAt = now() + refreshMs;
    building ??= asBackgroundWork(build)
      .then((fresh) => (current = fresh))
      .finally(() => {
        building = undefined;
      });
    return building;
  }

  async function currentBuild(): Promise<Build> {
    if (!current) return building ?? rebuild();
    if (!building && !stopped && now() >= nextBuildAt) rebuild().catch(options.onRebuildError);
    return current;
  }

  /** The answer `key` of `snapshot`, rendered once and kept while the budget allows. */
  function renderedOnce(snapshot: Build, key: string, render: () => Promise<string>): Promise<string> {
    const kept = snapshot.rendered.get(key);
    if (kept !== undefined) return Promise.resolve(kept);
    const pending = snapshot.rendering.get(key);
    if (pending) return pending;
    const answer = render().finally(() => snapshot.rendering.delete(key));
    snapshot.rendering.set(key, answer);
    answer.then(
      (text) => {
        if (text.length > RENDERED_BYTES) return;
        snapshot.rendered.set(key, text);
        snapshot.renderedBytes += text.length;
        // The oldest answers make room first.
        for (const [oldKey, oldText] of snapshot.rendered) {
          if (snapshot.renderedBytes <= RENDERED_BYTES) break;
          snapshot.rendered.delete(oldKey);
          snapshot.renderedBytes -= oldText.length;
        }
      },
      () => undefined,
    );
    return answer;
  }

  async function renderFile(snapshot: Build, n: number, origin: string): Promise<string> {
    const { after, last } = snapshot.files[n - 1]!;
    const pages = n === 1 ? PUBLIC_PAGES.map((page) => ({ loc: `${origin}${page}` })) : [];
    const listings =
      last === null
        ? []
        : await asBackgroundWork(() => repository.listingsThrough(after, last, perFile - pages.length));
    return toUrlset([
      ...pages,
      ...listings.map((listing) => ({
        loc: `${origin}/description/${listing.id}`,
        lastmod: listing.updatedAt.toISOString(),
      })),
    ]);
  }

  return {
    /** `/sitemap.xml` on `origin`: the one file of a small site, else the index of its files. */
    async index(origin: string): Promise<string> {
      const snapshot = await currentBuild();
      if (snapshot.files.length === 1)
        return renderedOnce(snapshot, `${origin} 1`, () => renderFile(snapshot, 1, origin));
      return renderedOnce(snapshot, `${origin} 0`, async () =>
        toSitemapIndex(snapshot.files.map((_, i) => `${origin}/sitemaps/listings-${i + 1}.xml`)),
      );
    },

    /** File `n` (1-based) on `origin`, or null past the last file. */
    async file(n: number, origin: string): Promise<string | null> {
      const snapshot = await currentBuild();
      if (n > snapshot.files.length) return null;
      return renderedOnce(snapshot, `${origin} ${n}`, () => renderFile(snapshot, n, origin));
    },

    /** Starts no more builds and waits for the one under way, so it never runs on a closed database. */
    async stop(): Promise<void> {
      stopped = true;
      await building?.catch(() => undefined);
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
