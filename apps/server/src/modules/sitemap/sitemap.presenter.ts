/** One URL of a sitemap file. */
export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

const xml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** A sitemap file (sitemaps.org `urlset`). */
export function toUrlset(urls: readonly SitemapUrl[]): string {
  const lines = urls.map(
    ({ loc, lastmod }) =>
      `  <url><loc>${xml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join('\n')}\n</urlset>\n`;
}

/** An index of sitemap files (sitemaps.org `sitemapindex`). */
export function toSitemapIndex(locs: readonly string[]): string {
  const lines = locs.map((loc) => `  <sitemap><loc>${xml(loc)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join('\n')}\n</sitemapindex>\n`;
}
