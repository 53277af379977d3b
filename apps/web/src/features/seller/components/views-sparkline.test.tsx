import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ViewsSparkline } from './views-sparkline';

function days(views: number[]) {
  return views.map((count, index) => ({
    date: `2026-03-${String(index + 1).padStart(2, '0')}`,
    views: count,
  }));
}

describe('ViewsSparkline', () => {
  it('draws one bar a day, the busiest day the tallest, and says the total in words', () => {
    render(<ViewsSparkline days={days([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 4])} />);
    const bars = [...screen.getByTestId('views-sparkline').querySelectorAll('rect')];
    expect(bars).toHaveLength(14);
    const heights = bars.map((bar) => Number(bar.getAttribute('height')));
    expect(Math.max(...heights)).toBe(heights[13]);
    expect(heights[12]).toBeCloseTo(heights[13]! / 2);
    expect(screen.getByRole('figure', { name: 'Views in the last 14 days: 7' })).toBeInTheDocument();
    expect(screen.getByText('1 Mar')).toBeInTheDocument();
    expect(screen.getByText('14 Mar')).toBeInTheDocument();
  });

  it('keeps fourteen thin bars when nobody looked yet', () => {
    render(<ViewsSparkline days={days(Array.from({ length: 14 }, () => 0))} />);
    const bars = screen.getByTestId('views-sparkline').querySelectorAll('rect');
    expect(bars).toHaveLength(14);
    expect(screen.getByText('Views in the last 14 days: 0')).toBeInTheDocument();
  });
});
