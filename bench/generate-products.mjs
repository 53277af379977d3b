#!/usr/bin/env node
// Fills a PostgreSQL database with N listings for benchmarks (100k, 1M), fast: the rows are generated inside the
// server by INSERT ... SELECT FROM generate_series in batches, so nothing but a few small arrays crosses the wire and
// no extra package (pg-copy-streams) is needed.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/kisansetu_bench node --import tsx bench/generate-products.mjs 100000
//   options: --sellers <n> (default N/1000, at least 50)  --batch <n> (default 50000)  --truncate (empty products first)
//            --keep-indexes (loads of 200k+ otherwise drop the secondary indexes and rebuild them at the end)
//
// Migrations are applied and the gazetteer loaded first (the place columns are the app resolver's), so an empty
// database works. Prints rows/s. Photo keys point at no stored file: the API benchmarks measure JSON, not images.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { hash } from '@node-rs/argon2';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MIGRATIONS_DIR = path.join(ROOT, 'apps/server/src/db/migrations');
/** From this many rows on, the secondary indexes are dropped for the load and rebuilt after it. */
const REBUILD_FROM = 200_000;

/** Crops roughly in order of how often they are listed (the first ones far more often: a Zipf-like pick below). */
export const CROPS = [
  'Wheat',
  'Rice',
  'Potato',
  'Tomato',
  'Onion',
  'Maize',
  'Basmati Rice',
  'Sugarcane',
  'Cotton',
  'Soybean',
  'Chana',
  'Mustard',
  'Groundnut',
  'Bajra',
  'Jowar',
  'Banana',
  'Mango',
  'Coffee',
  'Tea',
  'Turmeric',
  'Red Chilli',
  'Garlic',
  'Ginger',
  'Cauliflower',
  'Cabbage',
  'Brinjal',
  'Okra',
  'Green Peas',
  'Moong Dal',
  'Toor Dal',
  'Urad Dal',
  'Masoor Dal',
  'Ragi',
  'Barley',
  'Sweet Corn',
  'Baby Corn',
  'Jaggery',
  'Sugar',
  'Coconut',
  'Cashew',
  'Cardamom',
  'Black Pepper',
  'Saffron',
  'Pomegranate',
  'Grapes',
  'Orange',
  'Apple',
  'Papaya',
  'Watermelon',
  'Cumin',
  'Coriander',
  'Fenugreek',
  'Sesame',
  'Sunflower Seeds',
  'Castor Seeds',
  'Carrot',
  'Beetroot',
  'Radish',
  'Spinach',
  'Capsicum',
  'Cucumber',
];
export const QUALIFIERS = [
  '',
  '',
  '',
  'Organic ',
  'Fresh ',
  'Premium ',
  'Desi ',
  'Hybrid ',
  'Export Quality ',
  'New Crop ',
  'Grade A ',
];
export const VARIETIES = [
  'Sharbati Wheat',
  'Lokwan Wheat',
  'HD-2967 Wheat',
  'Pusa 1121 Basmati Rice',
  'Sona Masoori Rice',
  'Ponni Rice',
  'Gobindobhog Rice',
  'Kufri Jyoti Potato',
  'Chipsona Potato',
  'Nashik Red Onion',
  'Arabica Coffee',
  'Robusta Coffee',
  'Kashmiri Saffron',
  'Alphonso Mango',
  'Kesar Mango',
  'Nagpur Orange',
  'Byadgi Chilli',
  'Guntur Chilli',
  'Kolhapuri Jaggery',
];
/**
 * Listings written in Hindi (name, the English crop it is), as farmers post them: search must find them by the
 * English name and the English ones by these (the crop vocabulary).
 */
export const HINDI_NAMES = [
  ['गेहूं', 'Wheat'],
  ['शरबती गेहूं', 'Wheat'],
  ['चावल', 'Rice'],
  ['आलू', 'Potato'],
  ['टमाटर', 'Tomato'],
  ['प्याज़', 'Onion'],
  ['लाल प्याज़', 'Onion'],
  ['मक्का', 'Maize'],
  ['हल्दी', 'Turmeric'],
  ['लहसुन', 'Garlic'],
];
export const TOWNS = [
  'Karnal, Haryana',
  'Kurukshetra, Haryana',
  'Sirsa, Haryana',
  'Sonipat, Haryana',
  'Amritsar, Punjab',
  'Ludhiana, Punjab',
  'Sangrur, Punjab',
  'Bathinda, Punjab',
  'Jalandhar, Punjab',
  'Sehore, Madhya Pradesh',
  'Indore, Madhya Pradesh',
  'Ujjain, Madhya Pradesh',
  'Vidisha, Madhya Pradesh',
  'Chhindwara, Madhya Pradesh',
  'Agra, Uttar Pradesh',
  'Farrukhabad, Uttar Pradesh',
  'Meerut, Uttar Pradesh',
  'Muzaffarnagar, Uttar Pradesh',
  'Bareilly, Uttar Pradesh',
  'Varanasi, Uttar Pradesh',
  'Gorakhpur, Uttar Pradesh',
  'Lasalgaon, Nashik, Maharashtra',
  'Nashik, Maharashtra',
  'Pune, Maharashtra',
  'Kolhapur, Maharashtra',
  'Sangli, Maharashtra',
  'Solapur, Maharashtra',
  'Jalgaon, Maharashtra',
  'Nagpur, Maharashtra',
  'Ahmednagar, Maharashtra',
  'Satara, Maharashtra',
  'Latur, Maharashtra',
  'Rajkot, Gujarat',
  'Junagadh, Gujarat',
  'Banaskantha, Gujarat',
  'Unjha, Mehsana, Gujarat',
  'Anand, Gujarat',
  'Jaipur, Rajasthan',
  'Alwar, Rajasthan',
  'Kota, Rajasthan',
  'Jodhpur, Rajasthan',
  'Bikaner, Rajasthan',
  'Sri Ganganagar, Rajasthan',
  'Madikeri, Kodagu, Karnataka',
  'Chikkamagaluru, Karnataka',
  'Hassan, Karnataka',
  'Davanagere, Karnataka',
  'Kolar, Karnataka',
  'Mandya, Karnataka',
  'Belagavi, Karnataka',
  'Raichur, Karnataka',
  'Haveri, Karnataka',
  'Guntur, Andhra Pradesh',
  'Madanapalle, Andhra Pradesh',
  'Kurnool, Andhra Pradesh',
  'Nizamabad, Telangana',
  'Warangal, Telangana',
  'Thanjavur, Tamil Nadu',
  'Erode, Tamil Nadu',
  'Coimbatore, Tamil Nadu',
  'Theni, Tamil Nadu',
  'Palakkad, Kerala',
  'Wayanad, Kerala',
  'Idukki, Kerala',
  'Bardhaman, West Bengal',
  'Hooghly, West Bengal',
  'Jalpaiguri, West Bengal',
  'Begusarai, Bihar',
  'Muzaffarpur, Bihar',
  'Cuttack, Odisha',
  'Sambalpur, Odisha',
  'Raipur, Chhattisgarh',
  'Dehradun, Uttarakhand',
  'Haldwani, Uttarakhand',
  'Solan, Himachal Pradesh',
  'Shimla, Himachal Pradesh',
  'Kangra, Himachal Pradesh',
  'Pampore, Pulwama, Jammu and Kashmir',
  'Sopore, Baramulla, Jammu and Kashmir',
  'Kathua, Jammu and Kashmir',
  'Jorhat, Assam',
  'Nagaon, Assam',
];
/** Where each town is (its district headquarters, to two decimals): the generated listings' PIN centres sit around it. */
export const TOWN_CENTRES = {
  'Karnal, Haryana': [29.69, 76.99],
  'Kurukshetra, Haryana': [29.97, 76.85],
  'Sirsa, Haryana': [29.53, 75.03],
  'Sonipat, Haryana': [28.99, 77.02],
  'Amritsar, Punjab': [31.63, 74.87],
  'Ludhiana, Punjab': [30.9, 75.85],
  'Sangrur, Punjab': [30.25, 75.84],
  'Bathinda, Punjab': [30.21, 74.95],
  'Jalandhar, Punjab': [31.33, 75.58],
  'Sehore, Madhya Pradesh': [23.2, 77.08],
  'Indore, Madhya Pradesh': [22.72, 75.86],
  'Ujjain, Madhya Pradesh': [23.18, 75.78],
  'Vidisha, Madhya Pradesh': [23.52, 77.81],
  'Chhindwara, Madhya Pradesh': [22.06, 78.94],
  'Agra, Uttar Pradesh': [27.18, 78.01],
  'Farrukhabad, Uttar Pradesh': [27.39, 79.58],
  'Meerut, Uttar Pradesh': [28.98, 77.71],
  'Muzaffarnagar, Uttar Pradesh': [29.47, 77.7],
  'Bareilly, Uttar Pradesh': [28.37, 79.43],
  'Varanasi, Uttar Pradesh': [25.32, 82.97],
  'Gorakhpur, Uttar Pradesh': [26.76, 83.37],
  'Lasalgaon, Nashik, Maharashtra': [20.15, 74.23],
  'Nashik, Maharashtra': [20.0, 73.79],
  'Pune, Maharashtra': [18.52, 73.86],
  'Kolhapur, Maharashtra': [16.7, 74.24],
  'Sangli, Maharashtra': [16.85, 74.58],
  'Solapur, Maharashtra': [17.66, 75.91],
  'Jalgaon, Maharashtra': [21.0, 75.56],
  'Nagpur, Maharashtra': [21.15, 79.09],
  'Ahmednagar, Maharashtra': [19.09, 74.74],
  'Satara, Maharashtra': [17.68, 74.02],
  'Latur, Maharashtra': [18.4, 76.56],
  'Rajkot, Gujarat': [22.3, 70.8],
  'Junagadh, Gujarat': [21.52, 70.46],
  'Banaskantha, Gujarat': [24.17, 72.43],
  'Unjha, Mehsana, Gujarat': [23.8, 72.39],
  'Anand, Gujarat': [22.56, 72.95],
  'Jaipur, Rajasthan': [26.91, 75.79],
  'Alwar, Rajasthan': [27.55, 76.63],
  'Kota, Rajasthan': [25.18, 75.83],
  'Jodhpur, Rajasthan': [26.24, 73.02],
  'Bikaner, Rajasthan': [28.02, 73.31],
  'Sri Ganganagar, Rajasthan': [29.9, 73.88],
  'Madikeri, Kodagu, Karnataka': [12.42, 75.74],
  'Chikkamagaluru, Karnataka': [13.32, 75.77],
  'Hassan, Karnataka': [13.01, 76.1],
  'Davanagere, Karnataka': [14.46, 75.92],
  'Kolar, Karnataka': [13.14, 78.13],
  'Mandya, Karnataka': [12.52, 76.9],
  'Belagavi, Karnataka': [15.85, 74.5],
  'Raichur, Karnataka': [16.21, 77.36],
  'Haveri, Karnataka': [14.79, 75.4],
  'Guntur, Andhra Pradesh': [16.31, 80.44],
  'Madanapalle, Andhra Pradesh': [13.55, 78.5],
  'Kurnool, Andhra Pradesh': [15.83, 78.04],
  'Nizamabad, Telangana': [18.67, 78.09],
  'Warangal, Telangana': [17.97, 79.59],
  'Thanjavur, Tamil Nadu': [10.79, 79.14],
  'Erode, Tamil Nadu': [11.34, 77.72],
  'Coimbatore, Tamil Nadu': [11.02, 76.96],
  'Theni, Tamil Nadu': [10.01, 77.48],
  'Palakkad, Kerala': [10.79, 76.65],
  'Wayanad, Kerala': [11.61, 76.08],
  'Idukki, Kerala': [9.85, 76.97],
  'Bardhaman, West Bengal': [23.23, 87.86],
  'Hooghly, West Bengal': [22.9, 88.39],
  'Jalpaiguri, West Bengal': [26.54, 88.72],
  'Begusarai, Bihar': [25.42, 86.13],
  'Muzaffarpur, Bihar': [26.12, 85.39],
  'Cuttack, Odisha': [20.46, 85.88],
  'Sambalpur, Odisha': [21.47, 83.97],
  'Raipur, Chhattisgarh': [21.25, 81.63],
  'Dehradun, Uttarakhand': [30.32, 78.03],
  'Haldwani, Uttarakhand': [29.22, 79.51],
  'Solan, Himachal Pradesh': [30.91, 77.1],
  'Shimla, Himachal Pradesh': [31.1, 77.17],
  'Kangra, Himachal Pradesh': [32.1, 76.27],
  'Pampore, Pulwama, Jammu and Kashmir': [34.02, 74.93],
  'Sopore, Baramulla, Jammu and Kashmir': [34.3, 74.47],
  'Kathua, Jammu and Kashmir': [32.37, 75.52],
  'Jorhat, Assam': [26.75, 94.2],
  'Nagaon, Assam': [26.35, 92.68],
};
export const VILLAGES = [
  '',
  '',
  'Rampur, ',
  'Shivpur, ',
  'Khedi, ',
  'Nandgaon, ',
  'Sonpur, ',
  'Chandpur, ',
  'Lakhanpur, ',
  'Devgaon, ',
];

/**
 * The addresses of the listings with no place (one in 12, see INSERT_BATCH): ones the gazetteer resolves to nothing,
 * as the app leaves a listing unplaced only then. A landmark, alone or with a village whose name several districts
 * share, and no district or state; not every landmark will do ('Near Water Tank' resolves to Vatera, 'Old Mandi Road'
 * to Mandi).
 */
export const UNPLACED_ADDRESSES = [
  'Near Panchayat Bhavan',
  'Behind Primary School',
  'पंचायत भवन के पास',
].flatMap((landmark) =>
  ['', 'Shivpur', 'Khedi', 'Nandgaon', 'Sonpur', 'Chandpur', 'Lakhanpur', 'Devgaon'].map((village) =>
    village === '' ? landmark : `${landmark}, ${village}`,
  ),
);

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to the PostgreSQL database to fill.');
  const total = Number(
    process.argv.find((a, i) => i >= 2 && /^\d+$/.test(a) && !process.argv[i - 1].startsWith('--')) ??
      100_000,
  );
  const sellers = option('sellers', Math.max(50, Math.round(total / 1000)));
  const batch = option('batch', 50_000);

  const { appPlacesOnPostgres } = await import('./lib/app-places.ts');
  const unplacedDrawn = namesAndAddresses();
  const drawn = placedAsTheAppDoes(unplacedDrawn, await appPlacesOnPostgres(url, unplacedDrawn.addresses));

  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const client = await pool.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    if (process.argv.includes('--truncate')) await client.query('TRUNCATE products CASCADE');
    // Every random() of this session follows from the seed, so every machine benches the same listings (a rare
    // word's index walk differed by a third between two unseeded fills).
    await client.query('SELECT setseed($1)', [BENCH_SEED]);

    const passwordHash = await hash('bench1234', {
      algorithm: 2,
      memoryCost: 19 * 1024,
      timeCost: 2,
      parallelism: 1,
    });
    const runTag = Date.now().toString(36);
    const { rows: sellerRows } = await client.query(
      `INSERT INTO users (id, full_name, email, phone_number, address, role, password_hash)
       SELECT (lpad(to_hex((extract(epoch FROM now()) * 1000)::bigint), 12, '0') || '7' || substr(md5(random()::text), 1, 3)
                 || '8' || substr(md5(random()::text), 1, 15))::uuid,
              'Bench Farmer ' || g, 'bench.' || $2 || '.' || g || '@gmail.com', '98' || lpad(g::text, 8, '0'),
              ($3::text[])[1 + (g % cardinality($3::text[]))], 'seller', $4
       FROM generate_series(1, $1) g
       RETURNING id`,
      [sellers, runTag, TOWNS, passwordHash],
    );
    const sellerIds = sellerRows.map((r) => r.id);

    // Keeping the trigram GIN indexes up to date row by row is most of the cost of a big load; building them once
    // afterwards is several times faster. Only for big loads (a small one into a large table would rebuild for little).
    const rebuild = total >= REBUILD_FROM && !process.argv.includes('--keep-indexes');
    // One transaction from the drop to the rebuild: a fill cut short (Ctrl-C, a killed bench) rolls back with its
    // indexes in place, where it once left a million listings with no index but the key, and the next fill, finding
    // none to drop, rebuilt none.
    await client.query('BEGIN');
    const { rows: indexes } = rebuild
      ? await client.query(
          `SELECT indexname, indexdef FROM pg_indexes
           WHERE schemaname = 'public' AND tablename = 'products' AND indexname <> 'products_pkey'`,
        )
      : { rows: [] };
    for (const { indexname } of indexes) await client.query(`DROP INDEX IF EXISTS "${indexname}"`);

    const started = performance.now();
    for (let done = 0; done < total; done += batch) {
      const size = Math.min(batch, total - done);
      await client.query(INSERT_BATCH, insertBatchParams(size, sellerIds, drawn));
      const rate = Math.round((done + size) / ((performance.now() - started) / 1000));
      process.stdout.write(`\r${done + size} / ${total} listings (${rate} rows/s)`);
    }
    const inserted = (performance.now() - started) / 1000;
    process.stdout.write(`\ninserted ${total} listings for ${sellers} sellers in ${inserted.toFixed(1)} s\n`);
    if (indexes.length > 0) {
      await client.query(`SET maintenance_work_mem = '256MB'`);
      for (const { indexname, indexdef } of indexes) {
        const t = performance.now();
        await client.query(indexdef);
        process.stdout.write(`rebuilt ${indexname} in ${((performance.now() - t) / 1000).toFixed(1)} s\n`);
      }
    }
    // The listings just made have neither crops nor photo facts: the marks of the server's passes that give them
    // (bench/lib/resolve-crops) go, or a database filled again would keep the last fill's marks and no crops.
    await client.query(`DELETE FROM app_meta WHERE key IN ('crop_vocabulary', 'photo_previews')`);
    await client.query(`COMMENT ON TABLE products IS '${BENCH_DATA_MARK}'`);
    await client.query('COMMIT');
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(
      `${total} listings ready (indexed) in ${seconds.toFixed(1)} s: ${Math.round(total / seconds)} rows/s\n`,
    );
    // VACUUM too, not only ANALYZE: it sets the visibility map, as autovacuum would on a live server, so counts and
    // index-only scans behave as they will in steady state rather than as right after a bulk load.
    const vacuumed = performance.now();
    await client.query('VACUUM ANALYZE products');
    await client.query('VACUUM ANALYZE users');
    process.stdout.write(`VACUUM ANALYZE ${((performance.now() - vacuumed) / 1000).toFixed(1)} s\n`);
  } finally {
    client.release();
    await pool.end();
  }
}

/**
 * The product names (most popular first) and addresses the rows are drawn from, with each address's point (near-me):
 * the town's own addresses at its centre, each village its own point 3–23 km from it, as PIN centres are (many
 * listings share one). See INSERT_BATCH for the skew, and {@link placedAsTheAppDoes} for the place columns.
 */
export function namesAndAddresses() {
  const names = [
    ...VARIETIES,
    ...CROPS.flatMap((crop) => QUALIFIERS.map((q) => `${q}${crop}`)),
    ...HINDI_NAMES.map(([name]) => name),
  ];
  // Interleave so that the popular head of the list mixes crops and varieties instead of one crop's qualifiers.
  names.sort((a, b) => popularity(a) - popularity(b));
  const addresses = TOWNS.flatMap((town) => VILLAGES.map((v) => `${v}${town}`));
  const points = TOWNS.flatMap((town) =>
    VILLAGES.map((v, i) => villagePoint(TOWN_CENTRES[town], v === '' ? 0 : i)),
  );
  return {
    names,
    addresses,
    lats: points.map((p) => p[0]),
    lons: points.map((p) => p[1]),
    unplacedAddresses: UNPLACED_ADDRESSES,
  };
}

/**
 * `drawn` (namesAndAddresses()) with the place columns the app stores for each address (`placed`, from
 * bench/lib/app-places: its resolver over the gazetteer), so that searches take the paths they take on listings the
 * app made: 'Lasalgaon, Nashik, Maharashtra' is place Lasalgaon in district Nashik, 'Rampur, Karnal, Haryana' the
 * district Karnal itself, and an address it resolves to nothing is unplaced, with no point either. A resolved
 * address keeps the generator's point (the app would store the place's centre), so near-me keeps its spread.
 */
export function placedAsTheAppDoes(drawn, placed) {
  const unplaced = (i) => placed.places[i] === null;
  return {
    ...drawn,
    lats: drawn.lats.map((lat, i) => (unplaced(i) ? null : lat)),
    lons: drawn.lons.map((lon, i) => (unplaced(i) ? null : lon)),
    places: placed.places,
    districts: placed.districts,
    states: placed.states,
  };
}

/** INSERT_BATCH's parameters: `size` listings of `sellerIds`, drawn from `drawn` (placedAsTheAppDoes()). */
export function insertBatchParams(size, sellerIds, drawn) {
  const { names, addresses, lats, lons, districts, states, unplacedAddresses, places } = drawn;
  return [size, sellerIds, names, addresses, lats, lons, districts, states, unplacedAddresses, places];
}

/** Village `i` of a town: `i` = 0 is the town itself; the others fan out around it at growing distances. */
function villagePoint([lat, lon], i) {
  if (i === 0) return [lat, lon];
  const km = 3 + i * 2.5;
  const angle = (i * 137 * Math.PI) / 180;
  const dLat = (km / 111.2) * Math.cos(angle);
  const dLon = ((km / 111.2) * Math.sin(angle)) / Math.cos((lat * Math.PI) / 180);
  return [Math.round((lat + dLat) * 1e4) / 1e4, Math.round((lon + dLon) * 1e4) / 1e4];
}

/** Varieties and bare crop names first, then qualified names, each group in CROPS order. */
function popularity(name) {
  const hindi = HINDI_NAMES.find(([n]) => n === name);
  // As common as a qualified English name of the same crop ('Fresh Onion').
  if (hindi) return 1000 + CROPS.indexOf(hindi[1]) + 0.5;
  const crop = CROPS.findIndex((c) => name.endsWith(c));
  const qualified = QUALIFIERS.some((q) => q && name.startsWith(q)) ? 1 : 0;
  return qualified * 1000 + (crop === -1 ? 0 : crop);
}

/**
 * The seed of the generator's random() (setseed), and the mark its tables carry (see bench/lib/products-db.mjs and
 * pglite-data.ts): a new one whenever the data would differ, the places the app's resolver gives its addresses included.
 */
export const BENCH_SEED = 0.13;
export const BENCH_DATA_MARK = `bench listings, seed ${BENCH_SEED}, trade details, unplaced addresses, places as the app stores them (resolver of 2026-12-06: villages at their town, Davanagere, Shivpur in Sehore)`;

// power(random(), k) skews picks to the head of a list (a few crops and towns are very common, most are rare).
// The id is a UUIDv7 built from created_at, like the server's, so "newest first" ties break the same way.
// Parameters: $1 rows, $2 seller ids (uuid[]), $3 names, $4 addresses (text[]), $5 and $6 the addresses' latitudes and
// longitudes (float8[]), $7 and $8 their districts and states (text[]), $9 the addresses of unplaced listings (text[]),
// $10 the addresses' places (text[]). One listing in 12 has no place: its address is one the gazetteer does not
// resolve; so are the addresses of $4 with no place. Also used to fill PGlite (bench/pglite).
export const INSERT_BATCH = `
WITH picked AS (
  SELECT g, 1 + floor(power(random(), 1.5) * cardinality($4::text[]))::int AS a, random() < 1.0 / 12 AS unplaced
  FROM generate_series(1, $1) g
), picks AS (
  SELECT g,
         now() - random() * interval '365 days' AS ts,
         ($3::text[])[1 + floor(power(random(), 2.2) * cardinality($3::text[]))::int] AS name,
         CASE WHEN unplaced THEN ($9::text[])[1 + floor(random() * cardinality($9::text[]))::int]
              ELSE ($4::text[])[a] END AS address,
         CASE WHEN unplaced THEN NULL ELSE ($5::float8[])[a] END AS lat,
         CASE WHEN unplaced THEN NULL ELSE ($6::float8[])[a] END AS lon,
         CASE WHEN unplaced THEN NULL ELSE ($7::text[])[a] END AS district,
         CASE WHEN unplaced THEN NULL ELSE ($8::text[])[a] END AS state,
         CASE WHEN unplaced THEN NULL ELSE ($10::text[])[a] END AS place,
         (ARRAY['kg','kg','kg','kg','kg','quintal','quintal','quintal','ton','liters','pieces'])[1 + floor(random() * 11)::int] AS unit,
         random() AS r
  FROM picked
)
INSERT INTO products (id, seller_id, product_name, price, unit, quantity, description, address, availability, images, lat, lon, place, district, state, created_at, updated_at, organic, grade)
SELECT
  (lpad(to_hex((extract(epoch FROM ts) * 1000)::bigint), 12, '0') || '7' || substr(md5(g::text || r::text), 1, 3)
    || substr('89ab', 1 + floor(random() * 4)::int, 1) || substr(md5(r::text || g::text), 1, 15))::uuid,
  ($2::uuid[])[1 + floor(random() * cardinality($2::uuid[]))::int],
  name,
  round((CASE unit WHEN 'kg' THEN 10 + r * 490 WHEN 'quintal' THEN 1200 + r * 4800 WHEN 'ton' THEN 3000 + r * 37000
                   WHEN 'liters' THEN 40 + r * 160 ELSE 5 + r * 45 END)::numeric, 2),
  unit,
  round((1 + random() * 999)::numeric, 1),
  name || ' from ' || address || '. Freshly harvested, cleaned and graded; bulk orders welcome.',
  address,
  CASE WHEN random() < 0.85 THEN 'in_stock' ELSE 'out_of_stock' END,
  ARRAY[md5(name)],
  lat,
  lon,
  place,
  district,
  state,
  ts,
  ts,
  -- One listing in eight organic; grades A, B and C on four in five (A the commonest), as farmers give them.
  random() < 0.125,
  (ARRAY['A','A','A','B','B','B','C','C',NULL,NULL])[1 + floor(random() * 10)::int]
FROM picks`;

// Run as a script; imported (bench/pglite) it only lends its names and SQL.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    process.stderr.write(
      `generate-products failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  });
}
