import type { Product } from '@kisansetu/contract';
import { useTranslation } from '@/lib/i18n';
import { useFormatters } from '@/lib/use-formatters';

const TERM = 'font-semibold text-stone-700';

/**
 * A listing's trade details as rows of the product page's details list (a fragment of <dt>/<dd>): variety, grade
 * with what it means, organic, the harvest day in the reader's language, the minimum order, and the crop's category.
 * A detail the farmer did not give has no row.
 */
export function ListingDetailRows({ product }: { product: Product }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <>
      {product.variety ? (
        <>
          <dt className={TERM}>{t('listing.variety')}</dt>
          <dd dir="auto" className="wrap-anywhere">
            {product.variety}
          </dd>
        </>
      ) : null}
      {product.grade ? (
        <>
          <dt className={TERM}>{t('listing.grade')}</dt>
          <dd>
            {t('listing.gradeWithMeaning', {
              grade: product.grade,
              meaning: t(`listing.gradeMeaning.${product.grade}`),
            })}
          </dd>
        </>
      ) : null}
      {product.organic ? (
        <>
          <dt className={TERM}>{t('card.organic')}</dt>
          <dd>{t('listing.yes')}</dd>
        </>
      ) : null}
      {product.harvestedOn ? (
        <>
          <dt className={TERM}>{t('listing.harvested')}</dt>
          <dd>
            {/* A calendar day: read at midday so no clock zone moves it to the day before. */}
            <time dateTime={product.harvestedOn}>{format.date(`${product.harvestedOn}T12:00:00`)}</time>
          </dd>
        </>
      ) : null}
      {product.minOrderQuantity !== null && product.minOrderQuantity !== undefined ? (
        <>
          <dt className={TERM}>{t('listing.minOrder')}</dt>
          <dd>{format.quantity(product.minOrderQuantity, product.unit)}</dd>
        </>
      ) : null}
      {product.category ? (
        <>
          <dt className={TERM}>{t('listing.category')}</dt>
          <dd>{t(`listing.category.${product.category}`)}</dd>
        </>
      ) : null}
    </>
  );
}
