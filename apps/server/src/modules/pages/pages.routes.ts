import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  FIRST_PAGE_DATA_ID,
  type FirstPageData,
  type ProductDetail,
  type ProductPage,
  type SellerDetailResponse,
} from '@kisansetu/contract';
import { PAGE_LANGS, PAGE_LOCALES, fillPageText, type PageLang } from '@kisansetu/contract/page-locales';
import {
  listBody,
  listingPhoto,
  placeOf,
  pricePerUnit,
  productBody,
  sellerBody,
  unitName,
  type PageWords,
} from './page-body';
import { clip, productJsonLd, renderHead, scriptJson, type PageHead } from './page-head';
import { pageLanguage, savesData } from './page-language';

export interface PagesRoutesOptions {
  /** The listing as anyone may see it (GET product/{id}'s answer), or null when it is not there for a visitor. */
  productFor(id: string): Promise<ProductDetail | null>;
  /** Counts the visitor as a view of the listing the page shows (the app reads it from the page, not the API). */
  productViewed?(product: { id: string; sellerId: string }, request: FastifyRequest): void;
  /**
   * Counts an anonymous visitor's read against the per-IP limit (429 past it), as GET product/{id} does: the page
   * carries the same listing and counts the same view.
   */
  anonymousRead?: { onRequest: (request: FastifyRequest) => Promise<void> };
  /** A farmer's public profile and listings as an anonymous visitor gets them (GET user/detail/{id}), or null. */
  sellerFor(id: string): Promise<SellerDetailResponse | null>;
  /** The first page of the newest listings as an anonymous visitor gets it (GET product/new?page=1). */
  latestFor(): Promise<ProductPage>;
  publicOrigins: string[] | undefined;
}

/** Every page title ends with the site's name, which is the same in every language. */
const titled = (title: string) => `${title} · KisanSetu`;

/**
 * What a page's language and its photos come from: a shared cache must keep each language's (and each visitor's,
 * and a data saver's) page apart.
 */
const VARY = ['Cookie', 'Accept-Language', 'Save-Data'];

function addVary(reply: FastifyReply): void {
  const present = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const missing = VARY.filter((name) => !present.some((have) => have.toLowerCase() === name.toLowerCase()));
  void reply.header('Vary', [...present, ...missing].join(', '));
}

/** The API answer a page's first query needs, for the app to start from (see the contract's firstPageDataSchema). */
function dataScript(data: FirstPageData): string {
  return `<script type="application/json" id="${FIRST_PAGE_DATA_ID}">${scriptJson(data)}</script>`;
}

/**
 * A list or a profile differs for a signed-in visitor (their stored place gives distances, blocked sellers are left
 * out, a seller's phone is shown): their app asks for its own, and only an anonymous visitor's page carries the data.
 */
const anonymous = (request: FastifyRequest) => request.sessionToken() === undefined;

/**
 * The web app's pages with their own title, description, Open Graph tags, canonical link and (for a listing) JSON-LD
 * in the first HTML, so a link shared on WhatsApp previews as the crop with its photo and price, and a search engine
 * reads the listing without running the app. Inside #root the page's content is plain HTML (page-body.ts), readable
 * before the app's code arrives, and the API answer the app's first query needs is embedded beside it, so the app
 * takes over with the same listing and no second request. Every word the server writes is in the reader's language
 * (page-language.ts), and the head names the page in each of the others.
 */
export async function pagesRoutes(app: FastifyInstance, options: PagesRoutesOptions): Promise<void> {
  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    lang: PageLang,
    head: PageHead | null,
    body?: string,
    data?: FirstPageData,
  ) => {
    addVary(reply);
    return app.sendSpaPage(request, reply, {
      lang,
      head: head ? renderHead(head) : undefined,
      body,
      after: data ? dataScript(data) : undefined,
    });
  };
  const originOf = (request: FastifyRequest) =>
    options.publicOrigins?.[0] ?? `${request.protocol}://${request.host}`;
  const absolute = (origin: string, path: string) => new URL(path, origin).href;
  const inLanguage = (origin: string, path: string, lang: PageLang) => {
    const url = new URL(path, origin);
    url.searchParams.set('lang', lang);
    return url.href;
  };
  /** The reader's language and its words, and the head's URLs: the page's own, and one for each language. */
  const wordsFor = (request: FastifyRequest, path: string) => {
    const lang = pageLanguage(request);
    const origin = originOf(request);
    const asked = (request.query as Record<string, unknown> | undefined)?.lang === lang;
    return {
      lang,
      locale: PAGE_LOCALES[lang],
      saver: savesData(request),
      origin,
      // A page asked for in a language (a shared link) is that language's page; the plain URL is the one that
      // follows the reader's own language.
      url: asked ? inLanguage(origin, path, lang) : absolute(origin, path),
      alternates: [
        ...PAGE_LANGS.map((hreflang) => ({ hreflang, href: inLanguage(origin, path, hreflang) })),
        { hreflang: 'x-default', href: absolute(origin, path) },
      ],
    };
  };
  type Words = ReturnType<typeof wordsFor>;
  const pageWords = ({ lang, locale, saver }: Words): PageWords => ({ lang, locale, saver });
  const siteHead = (words: Words, title: string): PageHead => ({
    title,
    description: words.locale.texts.siteDescription,
    url: words.url,
    ogLocale: words.locale.ogLocale,
    alternates: words.alternates,
    image: absolute(words.origin, '/icons/icon-512.png'),
    type: 'website',
  });

  app.get(
    '/description/:id',
    { ...options.anonymousRead, schema: { hide: true } },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const product = await options.productFor(id);
      // Gone or never there: the app says so; crawlers and previews get the status too.
      if (!product) return send(request, reply.code(404), pageLanguage(request), null);
      options.productViewed?.({ id: product._id, sellerId: product.sellerId }, request);
      const words = wordsFor(request, `/description/${product._id}`);
      const { origin, url, locale } = words;
      const { texts, units } = locale;
      const images = product.image.map((path) => absolute(origin, path));
      const title = fillPageText(texts.productTitle, {
        productName: product.productName,
        price: pricePerUnit(product, units),
        place: placeOf(product.location, product.address),
      });
      const mark =
        product.status === 'sold' ? texts.soldMark : product.status === 'expired' ? texts.expiredMark : '';
      const from = fillPageText(texts.productDescription, {
        quantity: product.quantity,
        unit: unitName(product.unit, units),
        sellerName: product.sellerName,
      });
      return send(
        request,
        reply,
        words.lang,
        {
          title: titled(mark ? `${title} ${mark}` : title),
          description: clip(`${from} ${product.description}`),
          url,
          ogLocale: locale.ogLocale,
          alternates: words.alternates,
          image: images[0] ?? absolute(origin, '/icons/icon-512.png'),
          type: 'product',
          // The schema.org data names the listing's one address, whatever language the page is read in.
          jsonLd: productJsonLd(product, absolute(origin, `/description/${product._id}`), images),
          preloadImage: listingPhoto(product, words.saver),
        },
        productBody(product, pageWords(words)),
        // The same listing for everyone who may see it (only its seller and moderators see more: a hidden one).
        { kind: 'product', path: `product/${product._id}`, data: { product } },
      );
    },
  );

  app.get('/user/profile/:id', { schema: { hide: true } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const detail = await options.sellerFor(id);
    if (!detail) return send(request, reply.code(404), pageLanguage(request), null);
    const { seller } = detail;
    const words = wordsFor(request, `/user/profile/${seller._id}`);
    const { origin, locale } = words;
    const place = placeOf(seller.location, 'India');
    return send(
      request,
      reply,
      words.lang,
      {
        title: titled(fillPageText(locale.texts.sellerTitle, { name: seller.fullName, place })),
        description: clip(fillPageText(locale.texts.sellerDescription, { name: seller.fullName })),
        url: words.url,
        ogLocale: locale.ogLocale,
        alternates: words.alternates,
        image: seller.avatarUrl
          ? absolute(origin, seller.avatarUrl)
          : absolute(origin, '/icons/icon-512.png'),
        type: 'profile',
      },
      sellerBody(seller, detail.products, pageWords(words)),
      anonymous(request) ? { kind: 'seller', path: `user/detail/${seller._id}`, data: detail } : undefined,
    );
  });

  // The home page keeps the template's shell (the app paints it), but its language, title and preview are the reader's.
  app.get('/', { schema: { hide: true } }, (request, reply) => {
    const words = wordsFor(request, '/');
    return send(request, reply, words.lang, siteHead(words, words.locale.texts.homeTitle));
  });

  app.get('/product', { schema: { hide: true } }, async (request, reply) => {
    const latest = await options.latestFor();
    // A near-me choice in the query (?sort=distance) makes the app ask for another list: no data for it here.
    const plain = Object.keys(request.query as object).every((name) => name === 'lang');
    const words = wordsFor(request, '/product');
    return send(
      request,
      reply,
      words.lang,
      siteHead(words, titled(words.locale.texts.listTitle)),
      listBody(words.locale.texts.listTitle, latest.products, pageWords(words)),
      plain && anonymous(request)
        ? { kind: 'latest', path: 'product/new', query: { page: 1 }, data: latest }
        : undefined,
    );
  });
  // The search page's first cards are the newest listings (what it shows before a search); the app then runs the
  // search in the URL, if any, itself.
  app.get('/search', { schema: { hide: true } }, async (request, reply) => {
    const latest = await options.latestFor();
    const words = wordsFor(request, '/search');
    return send(
      request,
      reply,
      words.lang,
      siteHead(words, titled(words.locale.texts.searchTitle)),
      listBody(words.locale.texts.newestCrops, latest.products, pageWords(words)),
    );
  });
}
