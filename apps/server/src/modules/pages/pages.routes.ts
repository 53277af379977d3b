import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Product, PublicSeller } from '@kisansetu/contract';
import { clip, productJsonLd, renderHead, type PageHead } from './page-head';

export interface PagesRoutesOptions {
  /** The listing as anyone may see it (presented), or null when it is not there for a visitor. */
  productFor(id: string): Promise<Product | null>;
  /** A farmer's public profile as a visitor sees it, or null. */
  sellerFor(id: string): Promise<PublicSeller | null>;
  publicOrigins: string[] | undefined;
}

const SITE_DESCRIPTION =
  'KisanSetu connects Indian farmers with buyers: list produce with price and photos, find crops near you, and talk to the farmer directly.';

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** "Lasalgaon, Nashik" when the place is known, else the address as written. */
function placeOf(location: Product['location'], address: string): string {
  if (location?.place && location.district && location.place !== location.district)
    return `${location.place}, ${location.district}`;
  return location?.place ?? location?.district ?? address;
}

/**
 * The web app's pages with their own title, description, Open Graph tags, canonical link and (for a listing) JSON-LD
 * in the first HTML, so a link shared on WhatsApp previews as the crop with its photo and price, and a search engine
 * reads the listing without running the app. The page itself is still the app's; the head is what changes.
 */
export async function pagesRoutes(app: FastifyInstance, options: PagesRoutesOptions): Promise<void> {
  const send = (request: FastifyRequest, reply: FastifyReply, head: PageHead | null) =>
    app.sendSpaPage(request, reply, head ? renderHead(head) : null);
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
    const url = absolute(origin, `/description/${product._id}`);
    const images = product.image.map((path) => absolute(origin, path));
    const price = `${rupees.format(product.price)}/${product.unit}`;
    const place = placeOf(product.location, product.address);
    const status = product.status === 'sold' ? ' (sold)' : product.status === 'expired' ? ' (expired)' : '';
    return send(request, reply, {
      title: `${product.productName} ${price} at ${place}${status} · KisanSetu`,
      description: clip(
        `${product.quantity} ${product.unit} from ${product.sellerName}. ${product.description}`,
      ),
      url,
      image: images[0] ?? absolute(origin, '/icons/icon-512.png'),
      type: 'product',
      jsonLd: productJsonLd(product, url, images),
    });
  });

  app.get('/user/profile/:id', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    const { id } = request.params as { id: string };
    const seller = await options.sellerFor(id);
    if (!seller) return send(request, reply.code(404), null);
    const place = placeOf(seller.location, seller.address);
    return send(request, reply, {
      title: `${seller.fullName}, farmer at ${place} · KisanSetu`,
      description: clip(`See ${seller.fullName}'s crops on KisanSetu and talk to them directly.`),
      url: absolute(origin, `/user/profile/${seller._id}`),
      image: seller.avatarUrl ? absolute(origin, seller.avatarUrl) : absolute(origin, '/icons/icon-512.png'),
      type: 'profile',
    });
  });

  app.get('/product', { schema: { hide: true } }, async (request, reply) =>
    send(request, reply, siteHead(originOf(request), '/product', 'Fresh crops from farmers · KisanSetu')),
  );
  app.get('/search', { schema: { hide: true } }, async (request, reply) =>
    send(request, reply, siteHead(originOf(request), '/search', 'Search crops near you · KisanSetu')),
  );
}
