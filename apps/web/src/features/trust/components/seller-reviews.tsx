import { useId, useState } from 'react';
import type { Review, ReviewList } from '@kisansetu/contract';
import { Button, LoadMore, StatusText } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import { formatDate, formatNumber } from '@/lib/format';
import { useCurrentUser } from '@/lib/store';
import { ReportDialogLoader } from '../../safety';
import { useReviews } from '../api';
import { averageText } from './trust-text';

const STARS = ['5', '4', '3', '2', '1'] as const;

/** The average and how many reviews gave each number of stars, as bars (the server's numbers, never recomputed). */
function Histogram({ list }: { list: ReviewList }) {
  const { t, i18n } = useTranslation();
  const most = Math.max(1, ...STARS.map((stars) => list.histogram[stars]));
  return (
    <div className="flex flex-wrap items-center gap-4">
      {list.average !== null ? (
        <p className="flex flex-col items-center">
          <span className="text-3xl font-bold text-stone-900">
            <span aria-hidden="true" className="text-amber-600">
              ★{' '}
            </span>
            {averageText(list.average, i18n.language)}
          </span>
          <span className="text-sm text-stone-700">
            {t('reviews.count', { count: list.count, n: formatNumber(list.count, i18n.language) })}
          </span>
        </p>
      ) : null}
      <ul aria-label={t('reviews.histogram')} className="flex min-w-40 flex-1 flex-col gap-1">
        {STARS.map((stars) => (
          <li key={stars} className="flex items-center gap-2 text-sm">
            <span className="sr-only">
              {t('reviews.histogramRow', {
                stars,
                count: formatNumber(list.histogram[stars], i18n.language),
              })}
            </span>
            <span aria-hidden="true" className="w-6 shrink-0 text-stone-700">
              {stars}★
            </span>
            <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-stone-200">
              <span
                className="block h-full rounded-full bg-amber-500"
                style={{ width: `${(list.histogram[stars] / most) * 100}%` }}
              />
            </span>
            <span aria-hidden="true" className="w-8 shrink-0 text-right text-stone-700">
              {formatNumber(list.histogram[stars], i18n.language)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ReviewItem({ review, onReport }: { review: Review; onReport: (() => void) | undefined }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  return (
    <li>
      <article aria-labelledby={headingId} className="flex flex-col gap-1 rounded-xl bg-white p-3 shadow-sm">
        <h3 id={headingId} className="flex flex-wrap items-center gap-x-2 font-semibold text-stone-900">
          <span
            role="img"
            aria-label={t('reviews.stars', { stars: review.stars })}
            className="text-amber-600"
          >
            {'★'.repeat(review.stars)}
            <span className="text-stone-300">{'★'.repeat(Math.max(0, 5 - review.stars))}</span>
          </span>
          <bdi className="min-w-0 wrap-anywhere">{review.author.fullName}</bdi>
        </h3>
        <p className="text-sm text-stone-600">
          <bdi>{review.productName}</bdi> ·{' '}
          <time dateTime={review.createdAt}>{formatDate(review.createdAt, i18n.language)}</time>
        </p>
        {review.counted ? null : (
          <p className="self-start rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-600">
            {t('reviews.notCounted')}
          </p>
        )}
        {review.text ? (
          <p dir="auto" className="break-words whitespace-pre-wrap text-stone-800">
            {review.text}
          </p>
        ) : null}
        {onReport ? (
          <Button variant="ghost" size="sm" className="self-start" onClick={onReport}>
            {t('reviews.report')}
          </Button>
        ) : null}
      </article>
    </li>
  );
}

/**
 * A person's reviews on their profile: the average and histogram, then the reviews newest first with Load More.
 * A signed-in reader may report one (not their own).
 */
export function SellerReviews({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const query = useReviews(userId);
  const [reporting, setReporting] = useState<Review | null>(null);
  const headingId = useId();
  const first = query.data?.pages[0];
  const seen = new Set<string>();
  const reviews = (query.data?.pages ?? [])
    .flatMap((page) => page.reviews)
    .filter((review) => (seen.has(review._id) ? false : (seen.add(review._id), true)));

  return (
    <section aria-labelledby={headingId} className="mt-6 flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-bold">
        {t('reviews.title')}
      </h2>
      {query.isPending ? (
        <StatusText>{t('state.loading')}</StatusText>
      ) : query.isError ? (
        <StatusText tone="error">{t('reviews.loadFailed')}</StatusText>
      ) : first && reviews.length > 0 ? (
        <>
          <Histogram list={first} />
          <ul className="flex flex-col gap-2">
            {reviews.map((review) => (
              <ReviewItem
                key={review._id}
                review={review}
                onReport={
                  me && me.role !== 'moderator' && me._id !== review.author._id
                    ? () => setReporting(review)
                    : undefined
                }
              />
            ))}
          </ul>
          {reviews.some((review) => !review.counted) ? (
            <p className="text-sm text-stone-600">{t('reviews.notCountedWhy')}</p>
          ) : null}
          <LoadMore
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
            endText={null}
          />
        </>
      ) : (
        <StatusText>{t('reviews.empty', { name })}</StatusText>
      )}
      <ReportDialogLoader
        open={reporting !== null}
        onClose={() => setReporting(null)}
        targetType="review"
        targetId={reporting?._id ?? ''}
        name={reporting?.author.fullName ?? ''}
      />
    </section>
  );
}
