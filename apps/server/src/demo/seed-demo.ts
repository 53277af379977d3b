import { count, eq } from 'drizzle-orm';
import { CROP_VOCABULARY } from '@kisansetu/contract/crops';
import { recordWords } from '../modules/crops';
import {
  normalizeIndianMobile,
  todayInIndia,
  varietiesOf,
  verhoeffCheckDigit,
  type Grade,
} from '@kisansetu/contract';
import { hashPassword } from '../auth';
import type { AppConfig } from '../config/config';
import type { Database, DatabaseHandle } from '../db';
import { tables } from '../db';
import { loadOrCreateKey } from '../lib/secret-key';
import { uuidv7 } from '../lib/uuid';
import { resolveAddress, resolvePincode } from '../modules/places';
import { NO_LOCATION, listingPhotoFacts, type LocationColumns } from '../modules/products';
import { createAadhaarVault, type AadhaarVault } from '../modules/users';
import { createImageService, createImageStore, type ImageService, type SavedImage } from '../storage';
import { DEMO_PASSWORD, DEMO_LOGINS, DEMO_PEOPLE, type DemoLogin } from './demo-people';
import { seedDemoDeals } from './demo-deals';
import { ensureSamplePrices } from './demo-prices';
import { DEMO_CROPS, DEMO_LISTINGS, type DemoCrop, type DemoListing } from './demo-listings';
import { cropPhoto, initialsAvatar } from './demo-photos';

export interface DemoSeedDeps {
  db: Database;
  images: ImageService;
  aadhaar: AadhaarVault;
}

export interface DemoSeedResult {
  /** False when the database already had accounts, so nothing was added. */
  created: boolean;
  users: number;
  listings: number;
  logins: readonly DemoLogin[];
  ms: number;
}

const HOUR = 3600 * 1000;

const DEMO_GRADES: readonly (Grade | null)[] = ['A', 'A', 'B', null, 'A', 'C'];

/**
 * The trade details a farmer would give each demo listing: the variety its name names, a grade, organic where the
 * description says so, the minimum order it states, and a harvest date on every fourth.
 */
function demoDetails(listing: DemoListing, i: number, now: number) {
  const crop = CROP_VOCABULARY.cropOfName(listing.productName);
  const name = listing.productName.toLowerCase();
  const variety = varietiesOf(crop).find((v) => name.includes(v.toLowerCase().split(/[ (-]/)[0]!)) ?? null;
  const minOrder = /Minimum order (\d+)/i.exec(listing.description)?.[1];
  const harvested = new Date(now - ((i % 30) + 5) * 24 * HOUR);
  return {
    crop,
    category: crop === null ? null : (CROP_VOCABULARY.get(crop)?.group ?? null),
    variety,
    grade: DEMO_GRADES[i % DEMO_GRADES.length] ?? null,
    organic: /organic|without chemical/i.test(listing.description),
    harvestedOn: i % 4 === 0 ? todayInIndia(harvested) : null,
    minOrderQuantity: minOrder === undefined ? null : Number(minOrder),
  };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Listing i's age in hours: a fixed shuffle, so the newest page mixes crops and sellers instead of 12 potatoes. */
function ageInHours(index: number, total: number): number {
  let step = 37;
  while (gcd(step, total) !== 1) step += 1;
  const slot = (index * step) % total;
  return 2 + slot * 17 + ((index * 7) % 11);
}

/**
 * The stored place of a demo address: its PIN code's centre, else whatever the address names (a demo PIN code the
 * gazetteer did not know would otherwise stop the whole demo). Each distinct address is looked up once.
 */
function demoLocator(db: Database) {
  const known = new Map<string, Promise<LocationColumns>>();
  const lookUp = async (pincode: string | null, address: string): Promise<LocationColumns> => {
    const byPin = pincode ? await resolvePincode(db, pincode) : null;
    const found = byPin ?? (await resolveAddress(db, address));
    if (!found) return NO_LOCATION;
    const { place, district, state, lat, lon } = found;
    return { pincode: byPin ? pincode : found.pincode, place, district, state, lat, lon };
  };
  return (pincode: string | null, address: string): Promise<LocationColumns> => {
    const key = `${pincode ?? ''}|${address}`;
    let found = known.get(key);
    if (!found) {
      found = lookUp(pincode, address);
      known.set(key, found);
    }
    return found;
  };
}

/** Generates each crop's two photos and every avatar, through the real image pipeline (content-hashed keys). */
async function storePhotos(
  images: ImageService,
): Promise<{ crops: Map<DemoCrop, [SavedImage, SavedImage]>; avatars: string[] }> {
  const cropBuffers = await Promise.all(
    DEMO_CROPS.flatMap((crop) => [cropPhoto(crop, 0), cropPhoto(crop, 1)]),
  );
  const avatarBuffers = await Promise.all(DEMO_PEOPLE.map((p) => initialsAvatar(p.fullName, p.colour)));
  const [cropPhotos, avatars] = await Promise.all([
    images.saveImages(cropBuffers, 'product'),
    images.saveImages(avatarBuffers, 'avatar'),
  ]);
  const crops = new Map<DemoCrop, [SavedImage, SavedImage]>(
    DEMO_CROPS.map((crop, i) => [crop, [cropPhotos[2 * i]!, cropPhotos[2 * i + 1]!]]),
  );
  return { crops, avatars: avatars.map((avatar) => avatar.key) };
}

/**
 * Fills an empty database with the demo: 4 sellers and 3 buyers (see DEMO_LOGINS) and about 60 listings of the home page's
 * crops from real districts, with generated photos. Does nothing when any account exists, so it runs only on the
 * first start and never mixes into real data. The rows go in one transaction: a failure leaves the database empty
 * (and the next start tries again). The caller decides when it applies (embedded database, DEMO_DATA on).
 */
export async function seedDemoData(
  { db, images, aadhaar }: DemoSeedDeps,
  now: number = Date.now(),
): Promise<DemoSeedResult> {
  const started = performance.now();
  const [existing] = await db.select({ n: count() }).from(tables.users);
  if ((existing?.n ?? 0) > 0) {
    return {
      created: false,
      users: 0,
      listings: 0,
      logins: DEMO_LOGINS,
      ms: Math.round(performance.now() - started),
    };
  }

  const locate = demoLocator(db);
  const [photos, hashes, peoplePlaces, listingPlaces] = await Promise.all([
    storePhotos(images),
    Promise.all(DEMO_PEOPLE.map(() => hashPassword(DEMO_PASSWORD))),
    Promise.all(DEMO_PEOPLE.map((person) => locate(person.pincode, person.address))),
    Promise.all(DEMO_LISTINGS.map((listing) => locate(listing.pincode, listing.address))),
  ]);

  const joined = new Date(now - 90 * 24 * HOUR);
  const userRows = DEMO_PEOPLE.map((person, i) => {
    const aadhaarNumber = person.aadhaarBody
      ? person.aadhaarBody + verhoeffCheckDigit(person.aadhaarBody)
      : null;
    return {
      id: uuidv7(joined.getTime() + i),
      fullName: person.fullName,
      email: person.email,
      // Everyone has proved a number of their own: the trust mark shows, and the demo's deals and reviews count.
      phoneNumber: normalizeIndianMobile(person.phoneNumber)!,
      phoneVerifiedAt: joined,
      address: person.address,
      role: person.role,
      avatarKey: photos.avatars[i]!,
      passwordHash: hashes[i]!,
      aadhaarHash: aadhaarNumber ? aadhaar.fingerprint(aadhaarNumber) : null,
      aadhaarLast4: aadhaarNumber ? aadhaarNumber.slice(-4) : null,
      ...peoplePlaces[i]!,
      createdAt: joined,
      updatedAt: joined,
    };
  });

  const productRows = await Promise.all(
    DEMO_LISTINGS.map(async (listing, i) => {
      const createdAt = new Date(now - ageInHours(i, DEMO_LISTINGS.length) * HOUR);
      const [first, second] = photos.crops.get(listing.crop)!;
      // Listings of a crop share its photos (one stored file each), and every third one has a second photo to page through.
      const saved = i % 3 === 0 ? [first, second] : i % 3 === 1 ? [first] : [second];
      const keys = saved.map((photo) => photo.key);
      return {
        id: uuidv7(createdAt.getTime()),
        sellerId: userRows[listing.seller]!.id,
        productName: listing.productName,
        ...demoDetails(listing, i, now),
        price: listing.price,
        unit: listing.unit,
        quantity: listing.quantity,
        description: listing.description,
        address: listing.address,
        availability: listing.inStock ? ('in_stock' as const) : ('out_of_stock' as const),
        images: keys,
        photoPreview: await listingPhotoFacts(keys, saved, null, images.describeStored),
        ...listingPlaces[i]!,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );

  await db.transaction(async (tx) => {
    await tx.insert(tables.users).values(userRows);
    await recordWords(
      tx,
      productRows.map((row) => row.productName),
    );
    await tx.insert(tables.products).values(productRows);
    await seedDemoDeals(tx, userRows, productRows, now);
  });
  return {
    created: true,
    users: userRows.length,
    listings: productRows.length,
    logins: DEMO_LOGINS,
    ms: Math.round(performance.now() - started),
  };
}

/** The demo logins as one log line: "ramesh.patil@gmail.com (seller), … — password kisan1234". */
export function describeDemoLogins(logins: readonly DemoLogin[] = DEMO_LOGINS): string {
  return `${logins.map((l) => `${l.email} (${l.role === 'seller' ? 'seller' : 'buyer'})`).join(', ')} — password ${DEMO_PASSWORD}`;
}

/**
 * Start-up entry: with DEMO_DATA on and the embedded database (never PostgreSQL, which is for real deployments), seeds
 * an empty database using the image store and Aadhaar key the app itself uses. Returns the result when the demo
 * accounts are there (just made, or from an earlier start) so their logins can be printed; null otherwise.
 */
export async function ensureDemoData(
  config: AppConfig,
  database: DatabaseHandle,
): Promise<DemoSeedResult | null> {
  if (!config.demoData || database.kind !== 'pglite') return null;
  const { db } = database;
  const images = createImageService(createImageStore(config.uploads));
  const aadhaar = createAadhaarVault(loadOrCreateKey(config.aadhaarKey, config.dataDir, 'aadhaar.key'));
  const result = await seedDemoData({ db, images, aadhaar });
  const demoUser = result.created
    ? [true]
    : await db
        .select({ id: tables.users.id })
        .from(tables.users)
        .where(eq(tables.users.email, DEMO_LOGINS[0]!.email))
        .limit(1);
  if (demoUser.length === 0) return null;
  // Sample mandi prices go with the demo only, also into a demo database made before prices existed.
  await ensureSamplePrices(db);
  return result;
}
