import type { FastifyRequest } from 'fastify';
import { DATA_SAVER_COOKIE, LANGUAGE_COOKIE } from '@kisansetu/contract';
import { isPageLang, type PageLang } from '@kisansetu/contract/page-locales';

/** The first of an Accept-Language header's languages (by q, then order) that is one of ours, by primary subtag. */
export function languageFromAcceptLanguage(header: string | undefined): PageLang | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) if (isPageLang(entry.lang)) return entry.lang;
  return undefined;
}

/**
 * The reader's language for a server-rendered page: `?lang=` (a shared link carries the sender's, and a preview
 * crawler has no cookie), else the app's language cookie, else Accept-Language, else English.
 */
export function pageLanguage(request: FastifyRequest): PageLang {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isPageLang(query)) return query;
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  if (isPageLang(cookie)) return cookie;
  return languageFromAcceptLanguage(request.headers['accept-language']) ?? 'en';
}

/**
 * Whether the reader saves data: the browser says so (`Save-Data: on`), or the app's data saver is on (its cookie).
 * The page then shows the photos' stand-ins in place of the card photos, and a listing's first photo at card size.
 */
export function savesData(request: FastifyRequest): boolean {
  return request.headers['save-data'] === 'on' || request.cookies?.[DATA_SAVER_COOKIE] === 'on';
}
