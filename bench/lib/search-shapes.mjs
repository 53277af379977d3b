// The search queries both search benches run (PostgreSQL at 1M, PGlite at 100k): each shape of name + address query
// a person types, and the plain unindexed ILIKE a naive search would run for it (the baseline).

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
];

export const label = ({ name, address }) =>
  [name === undefined ? null : `name=${name}`, address === undefined ? null : `address=${address}`].filter(Boolean).join(' ');

const escapeLike = (text) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The baseline for a shape: one statement, matches by ILIKE (word starts for 1–2 letters, as the app), newest first,
 * 12 rows and the total, with index and bitmap scans turned off so that it is a sequential scan as it would be without
 * the trigram indexes. Returns [settings, query, params].
 */
export function unindexedQuery({ name, address }) {
  const where = [];
  const params = [];
  if (name !== undefined) {
    const q = escapeLike(name);
    if (name.replace(/[^\p{L}\p{N}]/gu, '').length <= 2) {
      params.push(`${q}%`, `% ${q}%`);
      where.push(`(p.product_name ILIKE $${params.length - 1} OR p.product_name ILIKE $${params.length})`);
    } else {
      params.push(`%${q}%`);
      where.push(`p.product_name ILIKE $${params.length}`);
    }
  }
  if (address !== undefined) {
    params.push(`%${escapeLike(address)}%`);
    where.push(`p.address ILIKE $${params.length}`);
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

export const RESET_SCANS = ['RESET enable_indexscan', 'RESET enable_bitmapscan', 'RESET enable_indexonlyscan'];
