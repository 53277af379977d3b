import { KG_PER_UNIT, type ProductFilters } from '@kisansetu/contract';
import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { tables } from '../../../db';

const { products } = tables;

const WEIGHT_UNITS = Object.keys(KG_PER_UNIT) as (keyof typeof KG_PER_UNIT)[];

/**
 * The filters of a list or search as one condition (undefined: they keep every listing). Prices in a weight unit
 * compare per kg (`comparable_price`), so a bound in ₹ a quintal keeps listings in kg, quintal and ton alike; a bound
 * in litres or pieces keeps only listings in that unit. Every column it reads is in the price and rank indexes'
 * INCLUDE (migration 0020).
 */
export function filterCondition(filters: Partial<ProductFilters> | undefined): SQL | undefined {
  if (!filters) return undefined;
  const { category, minPrice, maxPrice, priceUnit = 'kg', organic, grade, inStock } = filters;
  const kg = KG_PER_UNIT[priceUnit];
  const priced = minPrice !== undefined || maxPrice !== undefined;
  const unitTest = !priced
    ? undefined
    : kg === undefined
      ? eq(products.unit, priceUnit)
      : inArray(products.unit, WEIGHT_UNITS);
  const perUnit = (price: number) => (kg === undefined ? price : price / kg);
  return and(
    category === undefined ? undefined : eq(products.category, category),
    unitTest,
    minPrice === undefined ? undefined : gte(products.comparablePrice, perUnit(minPrice)),
    maxPrice === undefined ? undefined : lte(products.comparablePrice, perUnit(maxPrice)),
    organic === true ? sql`${products.organic}` : undefined,
    grade === undefined ? undefined : eq(products.grade, grade),
    inStock === true ? eq(products.availability, 'in_stock') : undefined,
  );
}
