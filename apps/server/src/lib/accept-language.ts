import { CROP_LANGS, type CropLang } from '@kisansetu/contract';

/** The first of our languages the browser asks for (`Accept-Language`), else English. */
export function languageOf(acceptLanguage: string | undefined): CropLang {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())?.[1]).find((v) => v !== undefined);
      return { lang: tag.toLowerCase().split('-')[0]!, q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return (wanted.find((entry) => (CROP_LANGS as readonly string[]).includes(entry.lang))?.lang ??
    'en') as CropLang;
}
