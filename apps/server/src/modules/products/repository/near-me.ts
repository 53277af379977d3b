import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db';
import { tables } from '../../../db';
import { productWithSellerColumns, type ProductWithSeller } from './columns';

const { products, users } = tables;

/** A point to measure from: the browser's position, a PIN code's centre or the caller's stored place. */
export interface GeoPoint {
  lat: number;
  lon: number;
}

/** Near-me part of a listing query: the point, and the radius to keep listings within (none: all listings). */
export interface NearQuery {
  point: GeoPoint;
  radiusKm: number | undefined;
}

type Reader = Pick<Database, 'select'>;

/** The listing's place as an earth point: the very expression products_earth_idx is built on. */
const listingEarth = sql`ll_to_earth(${products.lat}, ${products.lon})`;
const earthOf = (point: GeoPoint) => sql`ll_to_earth(${point.lat}::float8, ${point.lon}::float8)`;

/** The partial index's predicate: a query must say it for products_earth_idx to serve it. */
export const located = sql`(${products.lat} IS NOT NULL AND ${products.lon} IS NOT NULL)`;
export const unlocated = sql`(${products.lat} IS NULL OR ${products.lon} IS NULL)`;

/** earthdistance's earth(): the sphere its index operators work on, so that distances agree with them. */
export const EARTH_RADIUS_M = 6_378_168;

/**
 * Great-circle metres from the point to the listing (haversine, on earthdistance's sphere); null for a listing without
 * a location. The same value as `earth_distance(ll_to_earth(...), ll_to_earth(lat, lon))`, computed from the columns
 * with plain float functions: ll_to_earth checks the `earth` domain's constraints on every call, which would make the
 * distance test cost more than the index scan itself.
 */
export function distanceMetres(point: GeoPoint): SQL<number | null> {
  const cosLat = Math.cos((point.lat * Math.PI) / 180);
  const haversine = sql`power(sin(radians(${products.lat} - ${point.lat}::float8) / 2), 2)
    + ${cosLat}::float8 * cos(radians(${products.lat})) * power(sin(radians(${products.lon} - ${point.lon}::float8) / 2), 2)`;
  // least() keeps rounding from taking asin out of its domain (antipodes); it would also turn null into 1, hence CASE.
  return sql<
    number | null
  >`(CASE WHEN ${located} THEN ${2 * EARTH_RADIUS_M}::float8 * asin(least(1::float8, sqrt(${haversine}))) END)`;
}

/**
 * Listings within `metres`: the earth_box test is what the GiST index answers (a cube around the point, a little
 * larger than the circle), the distance test then trims the cube's corners.
 */
export function withinMetres(point: GeoPoint, metres: number): SQL {
  return sql`(${located} AND earth_box(${earthOf(point)}, ${metres}::float8) @> ${listingEarth} AND ${distanceMetres(point)} <= ${metres}::float8)`;
}

/** The radius condition of a near-me query, or undefined when it keeps every listing. */
export function radiusCondition(near: NearQuery | null): SQL | undefined {
  if (!near || near.radiusKm === undefined) return undefined;
  return withinMetres(near.point, near.radiusKm * 1000);
}

/** A page's distance column: metres from the point, or NULL without one. */
export function distanceColumn(point: GeoPoint | null): SQL<number | null> {
  return point ? distanceMetres(point) : sql<null>`NULL::float8`;
}

/** The select list of a page: the listing, its seller, and its distance when there is a point. */
export function pageColumns(point: GeoPoint | null) {
  return { ...productWithSellerColumns, distanceM: distanceColumn(point) };
}

export type ProductWithDistance = ProductWithSeller & { distanceM: number | null };

const byNewest = [desc(products.createdAt), desc(products.id)];

export interface DistancePageParams {
  where: SQL | undefined;
  near: NearQuery;
  limit: number;
  offset: number;
}

/**
 * A page in distance order, nearest first, equal distances newest first, then listings without a location (newest
 * first) when there is no radius. Ordering by `earth_distance, created_at, id` directly would sort every listing
 * (seconds at a million). Instead a KNN walk of products_earth_idx (`<->`, nearest first, stopping after the page)
 * finds the distance of the page's last listing; every listing on the page or before it lies within that distance,
 * so the page is then the sorted rows of that small circle, read through the same index. Ties (many listings share a
 * PIN code's centre) are thereby ordered the same way on every page.
 */
export async function distancePage(
  reader: Reader,
  params: DistancePageParams,
): Promise<ProductWithDistance[]> {
  const { near, limit, offset } = params;
  const { point } = near;
  const where = and(params.where, located, radiusCondition(near));
  const [bound] = await reader
    .select({ d: distanceMetres(point) })
    .from(products)
    .where(where)
    .orderBy(sql`${listingEarth} <-> ${earthOf(point)}`)
    .limit(1)
    .offset(offset + limit - 1);

  const page = () =>
    reader.select(pageColumns(point)).from(products).innerJoin(users, eq(users.id, products.sellerId));
  const order = [sql`${distanceMetres(point)}`, ...byNewest];
  if (bound?.d !== null && bound?.d !== undefined) {
    // The located listings fill this page.
    return page()
      .where(and(where, withinMetres(point, bound.d)))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
  }
  const nearest = await page()
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  if (near.radiusKm !== undefined) return nearest;

  // The located listings end on or before this page: listings without a location follow them, newest first.
  let locatedCount = offset + nearest.length;
  if (nearest.length === 0) {
    const [row] = await reader.select({ n: count() }).from(products).where(where);
    locatedCount = row?.n ?? 0;
  }
  const rest = await page()
    .where(and(params.where, unlocated))
    .orderBy(...byNewest)
    .limit(limit - nearest.length)
    .offset(Math.max(0, offset - locatedCount));
  return [...nearest, ...rest];
}
