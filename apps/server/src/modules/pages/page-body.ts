import type { Product, PublicPlace, PublicSeller, Unit } from '@kisansetu/contract';
import { fillPageText, type PageLang, type PageLocale } from '@kisansetu/contract/page-locales';
import { escapeHtml as esc } from './page-head';

/*
 * The content of a page inside <div id="root"> of its first HTML: readable before (or without) any JavaScript, and
 * what a search engine indexes. It is plain semantic HTML in the reader's language (page-language.ts; marked with its
 * lang, so a reader never sees another language's words flash before the app takes over); the classes are ones the
 * web app's own pages use, so its built CSS styles them too. Every text a person typed goes through escapeHtml, and
 * a translated text is escaped before a person's text (already escaped) is filled into it.
 */

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** A unit as the page's language names it (क्विंटल), else as stored. */
export function unitName(unit: string, units: Record<Unit, string>): string {
  return Object.hasOwn(units, unit) ? units[unit as Unit] : unit;
}

/** "₹32/kg", the unit in the page's language. */
export function pricePerUnit(product: Pick<Product, 'price' | 'unit'>, units: Record<Unit, string>): string {
  return `${rupees.format(product.price)}/${unitName(product.unit, units)}`;
}

/** "500 kg", the unit in the page's language. */
export function quantityOf(product: Pick<Product, 'quantity' | 'unit'>, units: Record<Unit, string>): string {
  return `${product.quantity} ${unitName(product.unit, units)}`;
}

/** A page's language and its words, as the body's functions need them. */
export interface PageWords {
  lang: PageLang;
  locale: PageLocale;
  /** The reader saves data (page-language.ts `savesData`): stand-ins for card photos, the listing's photo small. */
  saver: boolean;
}

/** A translated text as HTML, its `{{name}}` filled with values that are already HTML (escaped text or markup). */
function html(template: string, values: Readonly<Record<string, string>> = {}): string {
  return fillPageText(esc(template), values);
}

/** "Lasalgaon, Nashik" when the place is known, else the address as written. */
export function placeOf(location: PublicPlace | null, address: string): string {
  if (location?.place && location.district && location.place !== location.district)
    return `${location.place}, ${location.district}`;
  return location?.place ?? location?.district ?? address;
}

/** The detail photo's box (the pipeline fits it inside 1280 × 1280; the page shows it at 4:3, cropped). */
const DETAIL = { width: 1280, height: 960 };
/** The card photo as the pipeline makes it. */
const CARD = { width: 480, height: 360 };

/** The nav bar's frame, as index.html's static shell paints it, with a real link home for a page without JavaScript. */
const NAV = `<div class="sticky top-0 z-30 bg-brand-800 text-white shadow"><div class="mx-auto flex h-14 max-w-6xl items-center gap-1 px-3"><a href="/" class="mr-auto flex min-h-12 items-center gap-2 px-1 text-base font-extrabold sm:text-lg"><img src="/favicon.svg" alt="" width="28" height="28" class="size-7" /><span>KisanSetu</span></a></div></div>`;

/** The page frame: nav bar and a <main>, in the page's language. */
function frame(main: string, lang: PageLang): string {
  return `<div class="flex min-h-dvh flex-col" lang="${lang}" data-first-html="">${NAV}<main class="mx-auto w-full max-w-6xl px-4 py-6">${main}</main></div>`;
}

function statusNote(status: Product['status'], { texts }: PageLocale): string {
  const note = status === 'sold' ? texts.soldNote : status === 'expired' ? texts.expiredNote : undefined;
  return note ? `<p class="rounded-xl bg-stone-100 p-3 font-semibold">${esc(note)}</p>` : '';
}

/** A listing's page: photo, name, seller, price per unit, quantity, place and description. */
export function productBody(product: Product, { lang, locale, saver }: PageWords): string {
  const { texts, units } = locale;
  const name = esc(product.productName);
  const photo = listingPhoto(product, saver);
  const size = saver ? CARD : DETAIL;
  // The page's largest paint: fetched first and at once (the head preloads the same URL).
  const img = photo
    ? `<img src="${esc(photo)}" alt="${html(texts.photoOf, { productName: name })}" width="${size.width}" height="${size.height}" fetchpriority="high" decoding="async" class="aspect-[4/3] h-auto w-full rounded-xl bg-stone-200 object-cover" />`
    : '';
  const seller = `<a href="/user/profile/${encodeURIComponent(product.sellerId)}" class="font-semibold text-brand-800 underline"><bdi>${esc(product.sellerName)}</bdi></a>`;
  return frame(
    `${statusNote(product.status, locale)}<article class="grid gap-6 md:grid-cols-2">${img}<div class="flex flex-col gap-4">` +
      `<div><h1 dir="auto" class="text-2xl font-bold text-stone-900 sm:text-3xl">${name}</h1>` +
      `<p class="mt-2 text-stone-700">${html(texts.soldBy, { seller })}</p></div>` +
      `<p class="text-2xl font-bold text-brand-800">${esc(pricePerUnit(product, units))}</p>` +
      `<dl class="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 rounded-xl bg-white p-4 shadow-sm">` +
      `<dt class="font-semibold text-stone-700">${esc(texts.quantity)}</dt><dd>${esc(quantityOf(product, units))}</dd>` +
      `<dt class="font-semibold text-stone-700">${esc(texts.place)}</dt><dd><bdi>${esc(placeOf(product.location, product.address))}</bdi></dd>` +
      `</dl><section><h2 class="mb-1 text-lg font-bold">${esc(texts.description)}</h2><p dir="auto" class="whitespace-pre-line text-stone-800">${esc(product.description)}</p></section>` +
      `</div></article>`,
    lang,
  );
}

/** The photo a listing's page opens with: the large one, or the card's size for a reader who saves data. */
export function listingPhoto(product: Product, saver: boolean): string | undefined {
  return (saver ? product.thumbnails[0] : undefined) ?? product.image[0];
}

/**
 * A listing as a card of a list: card-size photo (its blurred stand-in, sent with the page, for a reader who saves
 * data), name, price, quantity and place, linked to its page.
 */
function card(product: Product, eager: boolean, { texts, units }: PageLocale, saver: boolean): string {
  const name = esc(product.productName);
  const preview = saver ? product.photoPreview?.src : undefined;
  const photo = preview ?? product.thumbnails[0] ?? product.image[0];
  const img = photo
    ? `<img src="${esc(photo)}" alt="" width="${CARD.width}" height="${CARD.height}" loading="${eager || preview ? 'eager' : 'lazy'}" decoding="async" class="aspect-square h-auto w-full bg-stone-200 object-cover${preview ? ' blur-md' : ''}" />`
    : '';
  return (
    `<li class="overflow-hidden rounded-xl bg-white shadow-sm"><a href="/description/${encodeURIComponent(product._id)}" class="flex flex-col">${img}` +
    `<span class="flex min-w-0 flex-1 flex-col gap-1 p-3"><span dir="auto" class="line-clamp-2 text-lg leading-snug font-bold break-words text-stone-900">${name}</span>` +
    `<span class="font-bold text-brand-800">${esc(pricePerUnit(product, units))}</span>` +
    `<span>${esc(quantityOf(product, units))} · <bdi>${esc(placeOf(product.location, product.address))}</bdi></span>` +
    `<span class="text-sm text-stone-600">${html(texts.byName, { name: `<bdi>${esc(product.sellerName)}</bdi>` })}</span></span></a></li>`
  );
}

/** The first cards of a list; the first row's photos are loaded at once (above the fold), the rest lazily. */
function cards(products: readonly Product[], locale: PageLocale, saver: boolean): string {
  if (products.length === 0) return `<p class="text-stone-700">${esc(locale.texts.noCrops)}</p>`;
  const items = products.map((product, index) => card(product, index < 4, locale, saver)).join('');
  return `<ul class="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">${items}</ul>`;
}

/** /product and /search: a heading and the newest listings' cards. */
export function listBody(
  heading: string,
  products: readonly Product[],
  { lang, locale, saver }: PageWords,
): string {
  return frame(
    `<h1 class="mb-4 text-2xl font-bold text-stone-900">${esc(heading)}</h1>${cards(products, locale, saver)}`,
    lang,
  );
}

/** A farmer's public profile: name, place and their active listings' cards. */
export function sellerBody(
  seller: PublicSeller,
  products: readonly Product[],
  { lang, locale, saver }: PageWords,
): string {
  const { texts } = locale;
  const active = products.filter((product) => product.status === 'active');
  return frame(
    `<h1 dir="auto" class="text-2xl font-bold text-stone-900">${esc(seller.fullName)}</h1>` +
      `<p class="mb-4 text-stone-700">${html(texts.farmerAt, { place: `<bdi>${esc(placeOf(seller.location, 'India'))}</bdi>` })}</p>` +
      `<h2 class="mb-2 text-lg font-bold">${esc(texts.cropsForSale)}</h2>${cards(active, locale, saver)}`,
    lang,
  );
}
