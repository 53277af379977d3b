// The search queries both search benches run (PostgreSQL at 1M, PGlite at 100k): each shape of name + address query
// a person types, and the plain unindexed ILIKE a naive search would run for it (the baseline).

/** @type {{ shape: string, name?: string, address?: string }[]} */
export const SEARCH_SHAPES = [
  { shape: 'common crop', name: 'wheat' },
  { shape: 'common crop + address', name: 'rice', address: 'punjab' },
  { shape: 'rare word', name: 'kolhapuri' },
  { shape: 'rare word + address', name: 'cumin', address: 'jorhat' },
  { shape: 'typo', name: 'wheet' },
  { shape: 'typo', name: 'tamato' },
  { shape: '2 letters', name: 'ri' },
  { shape: '1 letter', name: 'o' },
  { shape: 'no match', name: 'quinoa' },
  { shape: 'no match (address)', name: 'wheat', address: 'atlantis' },
  { shape: 'address only', address: 'nashik' },
  { shape: 'Devanagari crop', name: 'टमाटर' },
  { shape: 'romanised Hindi', name: 'aloo' },
  { shape: 'romanised Hindi', name: 'gehun' },
  { shape: 'English → Hindi listings', name: 'onion' },
  { shape: 'crop + word', name: 'red onion' },
  { shape: 'common non-crop word', name: 'organic' },
  { shape: 'typo, not a crop', name: 'sharbti' },
  { shape: 'Devanagari address', address: 'नासिक' },
  { shape: 'crop + Devanagari address', name: 'onion', address: 'नासिक' },
];

/** @param {{ name?: string, address?: string }} shape */
export const label = ({ name, address }) =>
  [name === undefined ? null : `name=${name}`, address === undefined ? null : `address=${address}`]
    .filter(Boolean)
    .join(' ');

const escapeLike = (text) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The baseline for a shape: one statement, matches by ILIKE (word starts for 1–2 letters, as the app), newest first,
 * 12 rows and the total, with index and bitmap scans turned off so that it is a sequential scan as it would be without
 * the trigram indexes. Returns [settings, query, params].
 *
 * `lowered`: the same scan testing the lowered copies of name and address with LIKE, as the app does (migration 0015),
 * for a second figure: how much of the speedup is the indexes rather than the cheaper test.
 */
/**
 * @param {{ name?: string, address?: string }} shape
 * @param {{ lowered?: boolean }} [options]
 * @returns {[string[], string, unknown[]]}
 */
export function unindexedQuery({ name, address }, { lowered = false } = {}) {
  const where = [];
  const params = [];
  const test = (column) =>
    lowered ? `p.${column}_lower LIKE lower($${params.length})` : `p.${column} ILIKE $${params.length}`;
  if (name !== undefined) {
    const q = escapeLike(name);
    if (name.replace(/[^\p{L}\p{N}]/gu, '').length <= 2) {
      params.push(`${q}%`);
      const first = test('product_name');
      params.push(`% ${q}%`);
      where.push(`(${first} OR ${test('product_name')})`);
    } else {
      params.push(`%${q}%`);
      where.push(test('product_name'));
    }
  }
  if (address !== undefined) {
    params.push(`%${escapeLike(address)}%`);
    where.push(test('address'));
  }
  return [
    ['SET enable_indexscan = off', 'SET enable_bitmapscan = off', 'SET enable_indexonlyscan = off'],
    `SELECT p.id, p.product_name, p.price, p.unit, p.quantity, p.description, p.address, p.availability, p.images,
            p.created_at, u.full_name, count(*) OVER () AS total
     FROM products p JOIN users u ON u.id = p.seller_id
     WHERE ${where.join(' AND ')}
     ORDER BY p.created_at DESC, p.id DESC
     LIMIT 12`,
    params,
  ];
}

export const RESET_SCANS = [
  'RESET enable_indexscan',
  'RESET enable_bitmapscan',
  'RESET enable_indexonlyscan',
];

/** Central Nashik, where the near-me shapes' buyer is. */
export const NASHIK = { lat: 20.0, lon: 73.79 };

/**
 * Near-me shapes (product/new and product/search with a point; the search bench only, PostgreSQL at 1M): `list` marks
 * product/new (no name, the page of all listings); `sort` defaults to the route's (product/new newest, search
 * relevance).
 */
/** @type {({ shape: string } & { name?: string, near: { lat: number, lon: number }, radiusKm?: 10 | 25 | 50 | 100 | 250, sort?: 'distance' | 'relevance' | 'newest', list?: boolean })[]} */
/** @type {readonly NearShape[]} */
export const NEAR_SHAPES = [
  { shape: 'near: name ≤50 km nearest', name: 'onion', near: NASHIK, radiusKm: 50, sort: 'distance' },
  { shape: 'near: all nearest (new)', list: true, near: NASHIK, sort: 'distance' },
  { shape: 'near: ≤25 km newest (new)', list: true, near: NASHIK, radiusKm: 25 },
  { shape: 'near: common crop nearest', name: 'wheat', near: NASHIK, sort: 'distance' },
  { shape: 'near: rare word nearest', name: 'cumin', near: NASHIK, sort: 'distance' },
  { shape: 'near: name ≤100 km best', name: 'rice', near: NASHIK, radiusKm: 100 },
  // Filters and price sorts (richer listings): each new filter and each price order on a common shape.
  { shape: 'filter: organic wheat', name: 'wheat', filters: { organic: true } },
  { shape: 'filter: grade A onion ≤₹30/kg', name: 'onion', filters: { grade: 'A', maxPrice: 30 } },
  { shape: 'filter: rice by price ≤100 km', name: 'rice', near: NASHIK, radiusKm: 100, sort: 'price_asc' },
  {
    shape: 'filter: cereal ₹20–30/kg (new)',
    list: true,
    filters: { category: 'cereal', minPrice: 20, maxPrice: 30 },
  },
  { shape: 'filter: all cheapest (new)', list: true, sort: 'price_asc' },
  { shape: 'filter: wheat dearest in stock', name: 'wheat', sort: 'price_desc', filters: { inStock: true } },
];

/**
 * @typedef {Partial<import('@kisansetu/contract').ProductFilters>} ShapeFilters
 * @typedef {{ shape: string, name?: string, near?: { lat: number, lon: number }, radiusKm?: 10 | 25 | 50 | 100 | 250, sort?: 'distance' | 'relevance' | 'newest' | 'price_asc' | 'price_desc', list?: boolean, filters?: ShapeFilters }} NearShape
 */

/** @param {NearShape} shape */
export const nearLabel = ({ name, near, radiusKm, sort, list, filters }) =>
  [
    list ? 'product/new' : `name=${name}`,
    near ? `at ${near.lat},${near.lon}` : null,
    radiusKm ? `≤${radiusKm} km` : null,
    sort ? `sort=${sort}` : null,
    ...Object.entries(filters ?? {}).map(([key, value]) => `${key}=${value}`),
  ]
    .filter(Boolean)
    .join(' ');

/**
 * The baseline for a near-me or filter shape: the same matches by a plain test on every row (index, bitmap and
 * index-only scans off), in the shape's order, 12 rows and the total.
 * @param {NearShape} shape
 * @returns {[string[], string, unknown[], boolean]}
 */
export function unindexedNearQuery({ name, near, radiusKm, sort, list, filters = {} }) {
  /** @type {unknown[]} */
  const params = [];
  const add = (/** @type {unknown} */ value) => `$${params.push(value)}`;
  const distance = near
    ? `earth_distance(ll_to_earth(${add(near.lat)}::float8, ${add(near.lon)}::float8), ll_to_earth(p.lat, p.lon))`
    : 'NULL::float8';
  const where = [];
  if (name !== undefined) where.push(`p.product_name ILIKE ${add(`%${escapeLike(name)}%`)}`);
  if (radiusKm !== undefined) where.push(`${distance} <= ${add(radiusKm * 1000)}`);
  if (filters.category !== undefined) where.push(`p.category = ${add(filters.category)}`);
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined)
    where.push(`p.unit IN ('kg', 'quintal', 'ton')`);
  if (filters.minPrice !== undefined) where.push(`p.comparable_price >= ${add(filters.minPrice)}`);
  if (filters.maxPrice !== undefined) where.push(`p.comparable_price <= ${add(filters.maxPrice)}`);
  if (filters.organic) where.push('p.organic');
  if (filters.grade !== undefined) where.push(`p.grade = ${add(filters.grade)}`);
  if (filters.inStock) where.push(`p.availability = 'in_stock'`);
  const order =
    sort === 'distance'
      ? `${distance} NULLS LAST, p.created_at DESC, p.id DESC`
      : sort === 'price_asc'
        ? 'p.comparable_price, p.id'
        : sort === 'price_desc'
          ? 'p.comparable_price DESC, p.id DESC'
          : 'p.created_at DESC, p.id DESC';
  return [
    ['SET enable_indexscan = off', 'SET enable_bitmapscan = off', 'SET enable_indexonlyscan = off'],
    `SELECT p.id, p.product_name, p.price, p.unit, p.quantity, p.description, p.address, p.availability, p.images,
            p.created_at, u.full_name, ${distance} AS distance, count(*) OVER () AS total
     FROM products p JOIN users u ON u.id = p.seller_id
     ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY ${order}
     LIMIT 12`,
    params,
    list === true,
  ];
}
