import { useId } from 'react';
import { intlLocale, useTranslation } from '@/lib/i18n';
import { useFormatters } from '@/lib/use-formatters';

const BAR_SLOT = 10;
const BAR_WIDTH = 7;
const HEIGHT = 40;

/** "24 Nov": a day of the chart, in the reader's language. */
function shortDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * A listing's views day by day as a row of small bars (inline SVG, no chart library), its first and last day under
 * it, and the total said in words for everyone: the bars are only a picture of that sentence.
 */
export function ViewsSparkline({ days }: { days: readonly { date: string; views: number }[] }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const captionId = useId();
  const total = days.reduce((sum, day) => sum + day.views, 0);
  const most = Math.max(1, ...days.map((day) => day.views));
  const first = days[0];
  const last = days[days.length - 1];
  return (
    <figure aria-labelledby={captionId} className="flex flex-col gap-1">
      <svg
        viewBox={`0 0 ${days.length * BAR_SLOT} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-16 w-full text-brand-700"
        aria-hidden="true"
        data-testid="views-sparkline"
      >
        {days.map((day, index) => {
          // A day without views keeps a thin bar, so the fourteen days read as a row with gaps, not missing days.
          const height = Math.max(1, (day.views / most) * (HEIGHT - 2));
          return (
            <rect
              key={day.date}
              x={index * BAR_SLOT + (BAR_SLOT - BAR_WIDTH) / 2}
              y={HEIGHT - height}
              width={BAR_WIDTH}
              height={height}
              rx={1}
              fill="currentColor"
              opacity={day.views === 0 ? 0.3 : 1}
            />
          );
        })}
      </svg>
      {first && last ? (
        <div className="flex justify-between text-xs text-stone-600" aria-hidden="true">
          <span>{shortDay(first.date, i18n.language)}</span>
          <span>{shortDay(last.date, i18n.language)}</span>
        </div>
      ) : null}
      <figcaption id={captionId} className="font-semibold text-stone-900">
        {t('listing.stats.last14', { count: format.number(total) })}
      </figcaption>
    </figure>
  );
}
