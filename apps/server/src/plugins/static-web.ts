import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the web app's index.html for a client-side route, or returns false when there is no build. */
    sendSpaIndex(request: FastifyRequest, reply: FastifyReply): boolean;
    /**
     * Sends the web app's page with `page.lang` as `<html lang>`, `page.head` (the tags of modules/pages: title,
     * description, Open Graph, JSON-LD) in place of the generic title and description, `page.body` in place of the
     * static shell inside #root, and `page.after` just after #root (the page's data for the app); what is not given
     * (or a null page) keeps the template's. Without a build it is a 404, like every page then.
     */
    sendSpaPage(request: FastifyRequest, reply: FastifyReply, page: SpaPage | null): FastifyReply;
  }
}

/** What a server-made page puts into the web app's index.html (all of it already escaped HTML). */
export interface SpaPage {
  /** The page's language, a BCP 47 tag the caller chose (never a request's text as it came). */
  lang?: string;
  head?: string;
  body?: string;
  after?: string;
}

/** Where the static shell inside `<div id="root">` starts and ends in the template (#root is the body's last div). */
function rootSpan(html: string): { start: number; end: number } | null {
  const open = '<div id="root">';
  const at = html.indexOf(open);
  const bodyEnd = html.indexOf('</body>');
  if (at < 0 || bodyEnd < 0) return null;
  const end = html.lastIndexOf('</div>', bodyEnd);
  return end > at ? { start: at + open.length, end } : null;
}

/** The template's `<html lang="…">`, which a page in another language replaces. */
const HTML_LANG = /<html\s+lang="[^"]*"/;

/**
 * The app reads the browser's `Save-Data: on` from its first HTML (`<html data-save-data="on">`): a browser may send
 * the header without saying so to scripts (no Network Information API), and the app would then fetch every photo.
 */
function withSaveData(html: string, request: FastifyRequest): string {
  return request.headers['save-data'] === 'on' ? html.replace(/<html\b/, '<html data-save-data="on"') : html;
}

/** The template's own title and description, which a page's head replaces. */
const GENERIC_HEAD = /<title>[\s\S]*?<\/title>\s*<meta\s+name="description"[\s\S]*?\/>/;

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached (so a deploy is seen at
 * once), and any other GET that accepts HTML answered with index.html for the client router. The build writes a .br
 * and a .gz beside every text asset; they are sent as they are to a browser that accepts them (with
 * `Vary: Accept-Encoding`), so the first route travels at about a quarter of its size without compressing per request.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, options: { dir: string }) => {
  const indexFile = path.join(options.dir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const indexHtml = hasBuild ? readFileSync(indexFile) : undefined;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.dir,
      wildcard: true,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        void res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexText = indexHtml?.toString('utf8');
  app.decorate('sendSpaIndex', (request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/uploads/') &&
      !request.url.startsWith('/socket.io');
    if (!indexText || !wantsPage) return false;
    void reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Save-Data')
      .type('text/html; charset=utf-8')
      .send(withSaveData(indexText, request));
    return true;
  });
  const headMatch = indexText ? GENERIC_HEAD.exec(indexText) : null;
  const root = indexText ? rootSpan(indexText) : null;
  app.decorate('sendSpaPage', (request: FastifyRequest, reply: FastifyReply, page: SpaPage | null) => {
    if (!indexText) {
      reply.callNotFound();
      return reply;
    }
    let html = indexText;
    if (page) {
      // The body first: its offsets are the template's, which the head (earlier in the file) would shift.
      if (root && (page.body !== undefined || page.after !== undefined)) {
        const shell = page.body ?? html.slice(root.start, root.end);
        // Past the root's closing tag, so the app's first render (which replaces #root's children) keeps it.
        const closing = '</div>';
        html = `${html.slice(0, root.start)}${shell}${closing}${page.after ?? ''}${html.slice(root.end + closing.length)}`;
      }
      if (page.head !== undefined)
        html = headMatch
          ? `${html.slice(0, headMatch.index)}${page.head}${html.slice(headMatch.index + headMatch[0].length)}`
          : html.replace('</head>', `${page.head}\n  </head>`);
      // Last: the root tag is before everything whose offsets were taken from the template.
      if (page.lang !== undefined) html = html.replace(HTML_LANG, `<html lang="${page.lang}"`);
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withSaveData(html, request));
  });
});
