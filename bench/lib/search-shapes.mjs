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
const NASHIK = { lat: 20.0, lon: 73.79 };

/**
 * Near-me shapes (product/new and product/search with a point; the search bench only, PostgreSQL at 1M): `list` marks
 * product/new (no name, the page of all listings); `sort` defaults to the route's (product/new newest, search
 * relevance).
 */
/** @type {({ shape: string } & { name?: string, near: { lat: number, lon: number }, radiusKm?: 10 | 25 | 50 | 100 | 250, sort?: 'distance' | 'relevance' | 'newest', list?: boolean })[]} */
export const NEAR_SHAPES = [
  { shape: 'near: name ≤50 km nearest', name: 'onion', near: NASHIK, radiusKm: 50, sort: 'distance' },
  { shape: 'near: all nearest (new)', list: true, near: NASHIK, sort: 'distance' },
  { shape: 'near: ≤25 km newest (new)', list: true, near: NASHIK, radiusKm: 25 },
  { shape: 'near: common crop nearest', name: 'wheat', near: NASHIK, sort: 'distance' },
  { shape: 'near: rare word nearest', name: 'cumin', near: NASHIK, sort: 'distance' },
  { shape: 'near: name ≤100 km best', name: 'rice', near: NASHIK, radiusKm: 100 },
];

/** @param {{ name?: string, near: { lat: number, lon: number }, radiusKm?: 10 | 25 | 50 | 100 | 250, sort?: 'distance' | 'relevance' | 'newest', list?: boolean }} shape */
export const nearLabel = ({ name, near, radiusKm, sort, list }) =>
  [
    list ? 'product/new' : `name=${name}`,
    `at ${near.lat},${near.lon}`,
    radiusKm ? `≤${radiusKm} km` : null,
    sort ? `sort=${sort}` : null,
  ]
    .filter(Boolean)
    .join(' ');

/**
 * The baseline for a near-me shape: the same matches by a plain earth_distance test on every row (index, bitmap and
 * index-only scans off), in the shape's order, 12 rows and the total.
 */
/**
 * @param {{ name?: string, near: { lat: number, lon: number }, radiusKm?: 10 | 25 | 50 | 100 | 250, sort?: 'distance' | 'relevance' | 'newest', list?: boolean }} shape
 * @returns {[string[], string, unknown[]]}
 */
export function unindexedNearQuery({ name, near, radiusKm, sort, list }) {
  const params = [near.lat, near.lon];
  const distance = 'earth_distance(ll_to_earth($1, $2), ll_to_earth(p.lat, p.lon))';
  const where = [];
  if (name !== undefined) {
    params.push(`%${escapeLike(name)}%`);
    where.push(`p.product_name ILIKE $${params.length}`);
  }
  if (radiusKm !== undefined) {
    params.push(radiusKm * 1000);
    where.push(`${distance} <= $${params.length}`);
  }
  const order =
    sort === 'distance'
      ? `${distance} NULLS LAST, p.created_at DESC, p.id DESC`
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
