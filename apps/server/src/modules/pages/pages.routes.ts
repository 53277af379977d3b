import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  FIRST_PAGE_DATA_ID,
  type FirstPageData,
  type ProductDetail,
  type ProductPage,
  type SellerDetailResponse,
} from '@kisansetu/contract';
import { listBody, placeOf, pricePerUnit, productBody, sellerBody } from './page-body';
import { clip, productJsonLd, renderHead, scriptJson, type PageHead } from './page-head';

export interface PagesRoutesOptions {
  /** The listing as anyone may see it (GET product/{id}'s answer), or null when it is not there for a visitor. */
  productFor(id: string): Promise<ProductDetail | null>;
  /** Counts the visitor as a view of the listing the page shows (the app reads it from the page, not the API). */
  productViewed?(product: { id: string; sellerId: string }, request: FastifyRequest): void;
  /** A farmer's public profile and listings as an anonymous visitor gets them (GET user/detail/{id}), or null. */
  sellerFor(id: string): Promise<SellerDetailResponse | null>;
  /** The first page of the newest listings as an anonymous visitor gets it (GET product/new?page=1). */
  latestFor(): Promise<ProductPage>;
  publicOrigins: string[] | undefined;
}

const SITE_DESCRIPTION =
  'KisanSetu connects Indian farmers with buyers: list produce with price and photos, find crops near you, and talk to the farmer directly.';

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
 * takes over with the same listing and no second request.
 */
export async function pagesRoutes(app: FastifyInstance, options: PagesRoutesOptions): Promise<void> {
  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    head: PageHead | null,
    body?: string,
    data?: FirstPageData,
  ) =>
    app.sendSpaPage(
      request,
      reply,
      head ? { head: renderHead(head), body, after: data ? dataScript(data) : undefined } : null,
    );
  const originOf = (request: FastifyRequest) =>
    options.publicOrigins?.[0] ?? `${request.protocol}://${request.host}`;
  const absolute = (origin: string, path: string) => new URL(path, origin).href;
  const siteHead = (origin: string, path: string, title: string): PageHead => ({
    title,
    description: SITE_DESCRIPTION,
    url: absolute(origin, path),
    image: absolute(origin, '/icons/icon-512.png'),
    type: 'website',
  });

  app.get('/description/:id', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    const { id } = request.params as { id: string };
    const product = await options.productFor(id);
    // Gone or never there: the app says so; crawlers and previews get the status too.
    if (!product) return send(request, reply.code(404), null);
    options.productViewed?.({ id: product._id, sellerId: product.sellerId }, request);
    const url = absolute(origin, `/description/${product._id}`);
    const images = product.image.map((path) => absolute(origin, path));
    const price = pricePerUnit(product);
    const place = placeOf(product.location, product.address);
    const status = product.status === 'sold' ? ' (sold)' : product.status === 'expired' ? ' (expired)' : '';
    return send(
      request,
      reply,
      {
        title: `${product.productName} ${price} at ${place}${status} · KisanSetu`,
        description: clip(
          `${product.quantity} ${product.unit} from ${product.sellerName}. ${product.description}`,
        ),
        url,
        image: images[0] ?? absolute(origin, '/icons/icon-512.png'),
        type: 'product',
        jsonLd: productJsonLd(product, url, images),
        preloadImage: product.image[0],
      },
      productBody(product),
      // The same listing for everyone who may see it (only its seller and moderators see more: a hidden one).
      { kind: 'product', path: `product/${product._id}`, data: { product } },
    );
  });

  app.get('/user/profile/:id', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    const { id } = request.params as { id: string };
    const detail = await options.sellerFor(id);
    if (!detail) return send(request, reply.code(404), null);
    const { seller } = detail;
    const place = placeOf(seller.location, 'India');
    return send(
      request,
      reply,
      {
        title: `${seller.fullName}, farmer at ${place} · KisanSetu`,
        description: clip(`See ${seller.fullName}'s crops on KisanSetu and talk to them directly.`),
        url: absolute(origin, `/user/profile/${seller._id}`),
        image: seller.avatarUrl
          ? absolute(origin, seller.avatarUrl)
          : absolute(origin, '/icons/icon-512.png'),
        type: 'profile',
      },
      sellerBody(seller, detail.products),
      anonymous(request) ? { kind: 'seller', path: `user/detail/${seller._id}`, data: detail } : undefined,
    );
  });

  app.get('/product', { schema: { hide: true } }, async (request, reply) => {
    const latest = await options.latestFor();
    // A near-me choice in the query (?sort=distance) makes the app ask for another list: no data for it here.
    const plain = Object.keys(request.query as object).length === 0;
    return send(
      request,
      reply,
      siteHead(originOf(request), '/product', 'Fresh crops from farmers · KisanSetu'),
      listBody('Fresh crops from farmers', latest.products),
      plain && anonymous(request)
        ? { kind: 'latest', path: 'product/new', query: { page: 1 }, data: latest }
        : undefined,
    );
  });
  // The search page's first cards are the newest listings (what it shows before a search); the app then runs the
  // search in the URL, if any, itself.
  app.get('/search', { schema: { hide: true } }, async (request, reply) => {
    const latest = await options.latestFor();
    return send(
      request,
      reply,
      siteHead(originOf(request), '/search', 'Search crops near you · KisanSetu'),
      listBody('Newest crops', latest.products),
    );
  });
}
