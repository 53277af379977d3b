import type { Product } from '@kisansetu/contract';

/** What a page tells link previews and search engines (contract "Pages for people and for link previews"). */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page in its language, also its canonical and og:url. */
  url: string;
  /** Open Graph's locale of the page's language ('hi_IN'). */
  ogLocale: string;
  /** The page in each language (`hreflang` → absolute URL), x-default included. */
  alternates: ReadonlyArray<{ hreflang: string; href: string }>;
  /** Absolute URL of the preview picture. */
  image: string;
  type: 'website' | 'product' | 'profile';
  /** schema.org data for a product page. */
  jsonLd?: object;
  /** The page's largest photo, which the first HTML shows: fetched with the HTML's head, before the CSS is done. */
  preloadImage?: string;
}

/** Text a person typed, as HTML text or inside a quoted attribute: it can never become markup. */
export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * JSON inside a <script> element: `<` is written as \u003c, so no text a person typed ('</script>' in a product name)
 * can end the element, and U+2028/2029 are escaped for old parsers.
 */
export const scriptJson = (value: object): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Shortens to about `max` characters at a word boundary (previews cut long texts anyway, mid-word). */
export function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

/**
 * The <head> tags of a page: title, description, Open Graph, Twitter card, canonical, the page in each language
 * (hreflang), and JSON-LD when given.
 */
export function renderHead(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    ...head.alternates.map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`,
    ),
    `<meta property="og:site_name" content="KisanSetu" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:locale" content="${escapeHtml(head.ogLocale)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(head.url)}" />`,
    `<meta property="og:image" content="${escapeHtml(head.image)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
  if (head.preloadImage)
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(head.preloadImage)}" fetchpriority="high" />`,
    );
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

const SCHEMA_AVAILABILITY: Record<Product['status'], string> = {
  active: 'https://schema.org/InStock',
  sold: 'https://schema.org/SoldOut',
  expired: 'https://schema.org/Discontinued',
  hidden: 'https://schema.org/Discontinued',
};

/** schema.org Product with an Offer in INR, as a search engine reads a listing. */
export function productJsonLd(product: Product, url: string, images: string[]): object {
  const available =
    product.status === 'active' && product.availability === 'out_of_stock'
      ? 'https://schema.org/OutOfStock'
      : SCHEMA_AVAILABILITY[product.status];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.productName,
    description: clip(product.description, 500),
    image: images,
    offers: {
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: 'INR',
      availability: available,
      url,
      seller: { '@type': 'Person', name: product.sellerName },
      // The price is for one unit of the listing (a kg, a quintal, a ton…).
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: product.price.toFixed(2),
        priceCurrency: 'INR',
        unitText: product.unit,
      },
    },
  };
}
