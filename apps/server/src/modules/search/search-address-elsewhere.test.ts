import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import type { ProductPage } from '@kisansetu/contract';
import { signUpAndLogIn, type SignedIn } from '../../../test/fixtures';
import { createProduct } from '../../../test/product-fixtures';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { tables } from '../../db';
import { namesTakenFromTheRest } from '../../lib/district-names-in-use';
import { districtsSharing, lastNamedDistrict } from './repository/address';
import { createAlternativesWithListings } from './repository/alternatives-with-listings';
import { createProductSearch } from './repository/search.repository';
import type { Alternative } from './repository/pages';

/*
 * A place's name in other districts' addresses: a town's search finds its own listings, the listings of another
 * district whose address names it, and the ones the gazetteer could not place, each once; a village's search its
 * own, the district's listings at another post office whose address names it, and other districts' that do.
 */

/** [label, address, PIN code]: the label is the listing's name, so a test reads which listings came back. */
const LISTINGS: [string, string, string | undefined][] = [
  ['in Karnal', 'Sector 6, Karnal', '132001'],
  ['Karnal named in Panipat', 'Karnal Road, Samalkha', '132101'],
  ['Panipat only', 'Samalkha Mandi', '132101'],
  ['Nissing itself', 'Nissing, Karnal', '132024'],
  ['Nissing at the Karnal office', 'Nissing, Karnal', '132001'],
  ['Nissing named in Panipat', 'Near Nissing, Karnal Road, Samalkha', '132101'],
  ['unplaced, naming Karnal', 'Karnal wale bhai ka khet', undefined],
  // In Panipat: the rest of its address has lost 'panipat', and a search for 'Karnal Road, Panipat' (the gazetteer
  // reads it as Karnal) still finds it.
  ['Karnal Road in Panipat', 'Karnal Road, Panipat', '132101'],
  // A village whose name is many places' (the gazetteer will not choose one), in Karnal, in Panipat and unplaced.
  ['Rampur in Karnal', 'Rampur, Karnal', '132001'],
  ['Rampur, Karnal named in Panipat', 'Bus stand Rampur, Karnal se aage, Samalkha', '132101'],
  ['Rampur of Panipat', 'Rampur, Samalkha', '132101'],
  ['unplaced, Rampur, Karnal', 'Rampur, Karnal wale bhai', undefined],
  // In Panipat, Haryana: the rest of its address has lost 'haryana' too; a search for 'Karnal, Haryana' finds it.
  ['Karnal, Haryana named in Panipat', 'Godown near Karnal, Haryana', '132101'],
  // A state's own listings (one keeps 'punjab' in the rest of its address, inside a word), another state's that
  // names it, and an unplaced one that does.
  ['in Punjab', 'Grain Market, Ludhiana, Punjab', '141001'],
  ['Punjabi Bagh in Punjab', 'Punjabi Bagh, Ludhiana, Punjab', '141001'],
  ['Punjab named in Panipat', 'Punjab Tractors agency, Samalkha', '132101'],
  ['unplaced, naming Punjab', 'Punjab wale bhai ka khet', undefined],
  // Districts written by another name than the directory's: Davanagere (Davangere), Banaskantha (Banas Kantha), and
  // Allahabad (Prayagraj), which the rest of a listing's address loses as it loses the directory's name.
  ['Davanagere itself', 'APMC Yard, Davanagere', '577001'],
  ['Banaskantha itself', 'Palanpur, Banaskantha', '385001'],
  ['Karnal Road in Allahabad', 'Karnal Road, Allahabad', '211008'],
  // A town inside a district, its own listing and another district's that names it; and a place whose name holds
  // another district's town (Rajatalab of Varanasi holds Rajatal of Amritsar): the rest of its address beyond its own
  // place loses 'rajatalab', which stands just before 'Varanasi'.
  ['Lasalgaon itself', 'Chandpur, Lasalgaon, Nashik', '422306'],
  ['Chandpur, Lasalgaon named in Pune', 'Godown of Chandpur, Lasalgaon traders, Hadapsar', '411028'],
  ['Rajatalab in Varanasi', 'Rajatalab, Varanasi', '221311'],
];

let ctx: TestContext;
let seller: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  seller = await signUpAndLogIn(ctx.app, 'seller', { fullName: 'Baldev Singh' });
  for (const [label, address, pincode] of LISTINGS) {
    await createProduct(ctx.app, seller.cookie, { productName: `Onion ${label}`, address, pincode });
  }
  // A listing the gazetteer could not place, as one whose address names no place it knows is stored.
  const { products } = tables;
  await ctx.database.db
    .update(products)
    .set({ district: null, place: null, state: null })
    .where(
      inArray(products.productName, [
        'Onion unplaced, naming Karnal',
        'Onion unplaced, Rampur, Karnal',
        'Onion unplaced, naming Punjab',
      ]),
    );
});
afterAll(() => ctx.close());

async function labels(query: Record<string, string>): Promise<{ found: string[]; total: number }> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/product/search', query });
  expect(response.statusCode).toBe(200);
  const page = response.json<{ data: ProductPage }>().data;
  return {
    found: page.products.map((product) => product.productName.replace(/^Onion /, '')).sort(),
    total: page.totalCount,
  };
}

/** The same listings for the address alone, for onions there (typed in lower case), and newest first. */
async function expectEverywhere(
  address: string,
  expected: { found: string[]; total: number },
): Promise<void> {
  expect(await labels({ address })).toEqual(expected);
  expect(await labels({ name: 'onion', address: address.toLowerCase() })).toEqual(expected);
  expect(await labels({ name: 'onion', address, sort: 'newest' })).toEqual(expected);
}

describe('GET product/search for a place also named in other districts', () => {
  it("finds a town's listings, another district's that name it, and unplaced ones that do, each once", async () => {
    const karnal = [
      'Karnal named in Panipat',
      'Karnal, Haryana named in Panipat',
      'Karnal Road in Allahabad',
      'Rampur in Karnal',
      'Rampur, Karnal named in Panipat',
      'unplaced, Rampur, Karnal',
      'Karnal Road in Panipat',
      'Nissing at the Karnal office',
      'Nissing itself',
      'Nissing named in Panipat',
      'in Karnal',
      'unplaced, naming Karnal',
    ].sort();
    await expectEverywhere('Karnal', { found: karnal, total: 12 });
  });

  /** Karnal's own listings, in the order `labels` gives them: every search the gazetteer places in Karnal finds them. */
  const KARNALS_OWN = ['Nissing at the Karnal office', 'Nissing itself', 'Rampur in Karnal', 'in Karnal'];

  it("finds a listing of another district the search names by the whole of its address ('Karnal Road, Panipat')", async () => {
    // The gazetteer places the search in Karnal: Karnal's listings, and Panipat's whose address says it.
    const expected = { found: ['Karnal Road in Panipat', ...KARNALS_OWN], total: 5 };
    expect(await labels({ address: 'Karnal Road, Panipat' })).toEqual(expected);
    expect(await labels({ name: 'onion', address: 'Karnal Road, Panipat' })).toEqual(expected);
  });

  it("finds another district's listing whose address names the place with its state ('Karnal, Haryana')", async () => {
    // The gazetteer places the search in Karnal; in Panipat, only the address that says 'Karnal, Haryana' has it.
    const expected = { found: ['Karnal, Haryana named in Panipat', ...KARNALS_OWN], total: 5 };
    expect(await labels({ address: 'Karnal, Haryana' })).toEqual(expected);
    expect(await labels({ name: 'onion', address: 'karnal, haryana' })).toEqual(expected);
  });

  it("finds a village's own listings, its district's at another post office, and another district's that name it", async () => {
    const nissing = ['Nissing at the Karnal office', 'Nissing itself', 'Nissing named in Panipat'].sort();
    expect(await labels({ address: 'Nissing, Karnal' })).toEqual({ found: nissing, total: 3 });
    expect(await labels({ name: 'onion', address: 'Nissing, Karnal' })).toEqual({ found: nissing, total: 3 });
  });

  it('finds a village the gazetteer cannot place by its words, in the district it names and wherever else they are', async () => {
    const rampurKarnal = [
      'Rampur in Karnal',
      'Rampur, Karnal named in Panipat',
      'unplaced, Rampur, Karnal',
    ].sort();
    await expectEverywhere('Rampur, Karnal', { found: rampurKarnal, total: 3 });
    // Ending with a town rather than a district: found in the town's district, Panipat, and elsewhere.
    expect(await labels({ address: 'Rampur, Samalkha' })).toEqual({ found: ['Rampur of Panipat'], total: 1 });
  });

  it("finds a state's listings, another state's that name it, and unplaced ones that do, each once", async () => {
    const punjab = [
      'Punjab named in Panipat',
      'Punjabi Bagh in Punjab',
      'in Punjab',
      'unplaced, naming Punjab',
    ].sort();
    await expectEverywhere('Punjab', { found: punjab, total: 4 });
    // Counted past a full page, and paged: each listing once.
    for (const name of [undefined, 'onion']) {
      const pages = await Promise.all(
        ['1', '2'].map((page) => labels({ ...(name ? { name } : {}), address: 'Punjab', limit: '2', page })),
      );
      expect(pages.map((page) => page.total)).toEqual([4, 4]);
      expect(pages.flatMap((page) => page.found).sort()).toEqual(punjab);
    }
  });

  it("loses a district's other names from the rest of its listings' addresses, and still finds them there by part of one", async () => {
    const { products } = tables;
    const rests = await ctx.database.db
      .select({ name: products.productName, rest: products.addressRestLower })
      .from(products)
      .where(inArray(products.productName, ['Onion Davanagere itself', 'Onion Banaskantha itself']));
    expect(rests.map(({ rest }) => rest).sort()).toEqual(['apmc yard, ', 'palanpur, ']);
    // The gazetteer places the search in Karnal; the Prayagraj listing has lost 'allahabad', and with it the
    // search's 'allaha', from the rest of its address, so Prayagraj's listings are tested on the whole address.
    expect(await labels({ address: 'Karnal Road, Allaha' })).toEqual({
      found: ['Karnal Road in Allahabad', ...KARNALS_OWN].sort(),
      total: 5,
    });
    expect(await labels({ address: 'Davanagere' })).toEqual({ found: ['Davanagere itself'], total: 1 });
  });

  it("finds a town's listings and another district's that name it, and a place elsewhere whose name holds the town's", async () => {
    expect(await labels({ address: 'Chandpur, Lasalgaon' })).toEqual({
      found: ['Chandpur, Lasalgaon named in Pune', 'Lasalgaon itself'],
      total: 2,
    });
    // Varanasi's listing has lost 'rajatalab' from the rest of its address beyond its own place: Varanasi has a
    // place whose name holds the words, so the search reads the rest that lost the district's name alone.
    expect(await labels({ address: 'Rajatal' })).toEqual({ found: ['Rajatalab in Varanasi'], total: 1 });
  });

  it('pages a town across its parts without a listing twice or missing', async () => {
    const first = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/product/search',
      query: { address: 'Karnal', limit: '4' },
    });
    const second = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/product/search',
      query: { address: 'Karnal', limit: '4', page: '2' },
    });
    const ids = [first, second].flatMap((response) =>
      response.json<{ data: ProductPage }>().data.products.map((product) => product._id),
    );
    expect(new Set(ids).size).toBe(8);
  });
});

describe('lastNamedDistrict', () => {
  const districts = ['Karnal', 'Panipat', 'Rampur', 'Balrampur'];

  it('names the district an address ends with, as whole words', () => {
    expect(lastNamedDistrict('rampur, karnal', districts)).toBe('Karnal');
    expect(lastNamedDistrict('Karnal Road, Panipat', districts)).toBe('Panipat');
    expect(lastNamedDistrict('balrampur mandi', districts)).toBe('Balrampur');
    expect(lastNamedDistrict('karnalpur', districts)).toBeUndefined();
  });
});

describe('districtsSharing', () => {
  const districts = ['Karnal', 'Panipat', 'Ahmednagar', 'Rampur', 'Balrampur', 'Churachandpur', 'Shivpuri'];

  it('names no district when no other district could lose the words from the rest of its addresses', () => {
    expect(districtsSharing('karnal', 'Karnal', districts)).toEqual([]);
    expect(districtsSharing('nissing, karnal', 'Karnal', districts)).toEqual([]);
    // "Shivpuri" cannot hold 'shivpur, karnal': its 'i' is where the text has a comma.
    expect(districtsSharing('shivpur, karnal', 'Karnal', districts)).toEqual([]);
  });

  it('names the districts whose own name could take the words with it', () => {
    // 'nagar' inside Ahmednagar; Rampur a whole word of the text, and its end in Balrampur.
    expect(districtsSharing('nagar', 'Nagar', districts)).toEqual(['Ahmednagar']);
    expect(districtsSharing('rampur, karnal', 'Karnal', districts)).toEqual(['Rampur', 'Balrampur']);
    // "Churachandpur, Nizamabad" holds 'chandpur, nizamabad'; "Karnal Road" ends a text that starts a district.
    expect(districtsSharing('chandpur, nizamabad', 'Nizamabad', districts)).toEqual(['Churachandpur']);
    expect(districtsSharing('nissing, kar', 'Nissing', districts)).toEqual(['Karnal']);
  });

  it("names the districts whose other names could take the words with it ('karnal road, allaha' and Prayagraj)", () => {
    const others = ['Prayagraj', 'Karnal', 'Banas Kantha', 'Davangere'];
    expect(districtsSharing('karnal road, allaha', 'Karnal', others)).toEqual([]);
    expect(districtsSharing('karnal road, allaha', 'Karnal', others, namesTakenFromTheRest)).toEqual([
      'Prayagraj',
    ]);
    expect(districtsSharing('nandgaon, banaskantha', null, others, namesTakenFromTheRest)).toEqual([
      'Banas Kantha',
    ]);
    expect(districtsSharing('davanagere road', null, others, namesTakenFromTheRest)).toEqual(['Davangere']);
  });

  it('names the states whose name could take the words with it, as a district would', () => {
    const states = ['Haryana', 'Karnataka', 'Andhra Pradesh', 'Gujarat'];
    expect(districtsSharing('anand', null, states)).toEqual([]);
    expect(districtsSharing('karnal, haryana', null, states)).toEqual(['Haryana']);
    expect(districtsSharing('rampur, kar', null, states)).toEqual(['Karnataka']);
    expect(districtsSharing('pradesh', null, states)).toEqual(['Andhra Pradesh']);
  });
});

describe('GET product/search for a place searched again', () => {
  /** Lets the lookups a search started beside itself answer. */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 200));

  it('finds the same listings once it is known which parts outside the place hold listings', async () => {
    for (const address of [
      'Karnal',
      'Rampur, Karnal',
      'Punjab',
      'Chandpur, Lasalgaon',
      'Davanagere',
      'Rajatal',
    ]) {
      const first = await labels({ address });
      // A different page size each time: a search of its own, not the answer kept for the last one.
      await labels({ address, limit: '19' });
      await settled();
      expect(await labels({ address, limit: '18' }), address).toEqual(first);
      expect(await labels({ name: 'onion', address, limit: '17' }), address).toEqual(first);
    }
  });

  /** A district's listings, and two lookups few of all: one that holds none, one that holds a Panipat listing. */
  const threeAlternatives = (): Alternative[] => {
    const { products } = tables;
    return [
      { where: sql`${products.district} = 'Karnal'` },
      { where: sql`${products.addressLower} LIKE '%nowhere at all%'`, fewOfAll: true },
      { where: sql`${products.addressLower} LIKE '%samalkha%'`, fewOfAll: true },
    ];
  };

  it('leaves out, once asked, the alternatives that hold no listing, and keeps the others in their order', async () => {
    const withListings = createAlternativesWithListings(ctx.database.indexWalks, () => undefined);
    const alternatives = threeAlternatives();
    // Seen once, then again (which asks), then known.
    expect(withListings.of('a place', alternatives).alternatives).toEqual(alternatives);
    expect(withListings.of('a place', alternatives).alternatives).toEqual(alternatives);
    await settled();
    expect(withListings.of('a place', alternatives).alternatives).toEqual([alternatives[0], alternatives[2]]);
  });

  it("learns from a search's own page which alternatives hold a listing, until a listing changes", () => {
    let changed = () => {};
    const withListings = createAlternativesWithListings(ctx.database.indexWalks, (listener) => {
      changed = listener;
    });
    const alternatives = threeAlternatives();
    withListings.of('a town', alternatives).learn?.([false, true]);
    expect(withListings.of('a town', alternatives).alternatives).toEqual([alternatives[0], alternatives[2]]);
    // A page read before a change says nothing of the listings after it.
    const beforeTheChange = withListings.of('a village', alternatives).learn;
    changed();
    withListings.of('a village', alternatives);
    beforeTheChange?.([false, false]);
    expect(withListings.of('a village', alternatives).alternatives).toEqual(alternatives);
  });

  it("keeps showing every visitor another district's listing that a buyer's own blocked search left out", async () => {
    const farmer = await signUpAndLogIn(ctx.app, 'seller', { fullName: 'Hemant Patel' });
    const named = await createProduct(ctx.app, farmer.cookie, {
      productName: 'Onion Banaskantha named in Pune',
      address: 'Banaskantha Traders, Hadapsar',
      pincode: '411028',
    });
    const search = createProductSearch(ctx.database.db, {
      indexWalks: ctx.database.indexWalks,
      plannedOnce: ctx.database.plannedOnce,
      listingsChanged: () => undefined,
    });
    const ids = async (excludeSellers: string[]) => {
      const page = { name: undefined, address: 'Banaskantha', limit: 12, offset: 0, excludeSellers };
      return (await search(page)).rows.map((row) => row.id);
    };
    expect(await ids([farmer.user._id])).not.toContain(named._id);
    await settled();
    expect(await ids([])).toContain(named._id);
    await settled();
    expect(await ids([])).toContain(named._id);
  });

  it("finds another district's listing naming the place as soon as it is posted", async () => {
    await labels({ address: 'Davanagere', limit: '16' });
    await labels({ address: 'Davanagere', limit: '15' });
    await settled();
    expect(await labels({ address: 'Davanagere', limit: '14' })).toEqual({
      found: ['Davanagere itself'],
      total: 1,
    });
    await createProduct(ctx.app, seller.cookie, {
      productName: 'Onion Davanagere named in Pune',
      address: 'Davanagere Transport godown, Hadapsar',
      pincode: '411028',
    });
    expect(await labels({ address: 'Davanagere', limit: '14' })).toEqual({
      found: ['Davanagere itself', 'Davanagere named in Pune'],
      total: 2,
    });
  });
});
