import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Trust } from '@kisansetu/contract';
import { changeLanguage, i18n } from '@/lib/i18n';
import { TrustCompact, TrustSignals } from './trust-signals';
import { replyBucket, trustLines } from './trust-text';

function trust(overrides: Partial<Trust> = {}): Trust {
  return {
    phoneVerified: true,
    aadhaarOnFile: true,
    memberSince: '2024-03-15T08:00:00.000Z',
    dealsDone: 12,
    partners: 9,
    rating: { average: 4.6, count: 12 },
    responseRate: 90,
    typicalReplyMinutes: 45,
    ...overrides,
  };
}

describe('reply-time buckets', () => {
  it('put the median first reply within an hour, a few hours, a day, or slower', () => {
    expect(replyBucket(null)).toBeNull();
    expect(replyBucket(5)).toBe('hour');
    expect(replyBucket(60)).toBe('hour');
    expect(replyBucket(61)).toBe('hours');
    expect(replyBucket(360)).toBe('hours');
    expect(replyBucket(361)).toBe('day');
    expect(replyBucket(1440)).toBe('day');
    expect(replyBucket(2000)).toBe('slow');
  });
});

describe('trust signals', () => {
  it('say every signal the server sent, in words', () => {
    render(<TrustSignals trust={trust()} role="seller" name="Ramesh Patel" />);
    const list = screen.getByRole('list', { name: 'Why trust Ramesh Patel' });
    expect(within(list).getByRole('img', { name: 'Phone verified' })).toBeInTheDocument();
    expect(within(list).getByRole('img', { name: 'Rated 4.6 out of 5 by 12 reviews' })).toHaveTextContent(
      '★4.6 (12)',
    );
    expect(within(list).getByText('Aadhaar on file')).toBeInTheDocument();
    expect(within(list).getByText('Member since March 2024')).toBeInTheDocument();
    expect(within(list).getByText('12 deals with 9 buyers')).toBeInTheDocument();
    expect(within(list).getByText('Replies to 90% of buyers')).toBeInTheDocument();
    expect(within(list).getByText('Usually replies within an hour')).toBeInTheDocument();
  });

  it('leave out what is null or not earned: no stars, no response rate, no reply time, no phone mark', () => {
    render(
      <TrustSignals
        trust={trust({
          phoneVerified: false,
          aadhaarOnFile: false,
          dealsDone: 0,
          rating: { average: null, count: 0 },
          responseRate: null,
          typicalReplyMinutes: null,
        })}
        role="seller"
        name="Ramesh Patel"
      />,
    );
    const list = screen.getByRole('list', { name: 'Why trust Ramesh Patel' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['✓Member since March 2024', '✓No deals yet']);
    expect(within(list).queryByRole('img')).toBeNull();
  });

  it('word a buyer’s response rate for farmers, and bucket the reply time', () => {
    const lines = trustLines(
      i18n.t,
      'en',
      trust({ dealsDone: 1, partners: 1, typicalReplyMinutes: 300 }),
      'user',
    );
    expect(lines.map((line) => line.text)).toEqual([
      'Member since March 2024',
      '1 deal with 1 farmer',
      'Replies to 90% of farmers',
      'Usually replies within a few hours',
    ]);
    expect(trustLines(i18n.t, 'en', trust({ typicalReplyMinutes: 900 }), 'seller').at(-1)?.text).toBe(
      'Usually replies within a day',
    );
  });

  it('say in Hindi how many people the deals were with', async () => {
    await changeLanguage('hi');
    try {
      const lines = trustLines(i18n.t, 'hi', trust({ dealsDone: 5, partners: 4 }), 'seller');
      expect(lines.find((line) => line.key === 'deals')?.text).toBe('4 खरीदारों के साथ 5 सौदे');
    } finally {
      await changeLanguage('en');
    }
  });

  it('in short: stars with their count and deals done', () => {
    const { container } = render(<TrustCompact trust={trust({ dealsDone: 3 })} />);
    expect(container).toHaveTextContent('★4.6 (12)3 deals done');
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5 by 12 reviews' })).toBeInTheDocument();
  });
});
