import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ModerationReport } from '@kisansetu/contract';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { ReportCard } from './report-card';
import { reportedPerson } from './report-target';

const author = {
  _id: '0190a1b2-0000-7000-8000-0000000000a1',
  fullName: 'Angry Anil',
  email: 'anil@gmail.com',
  phoneNumber: '9876543211',
  address: 'Nashik, Maharashtra',
  role: 'user' as const,
  avatarUrl: null,
  suspended: false,
  createdAt: '2026-11-01T00:00:00.000Z',
};

const report: ModerationReport = {
  _id: '0190a1b2-0000-7000-8000-0000000000p1',
  targetType: 'review',
  targetId: '0190a1b2-0000-7000-8000-0000000000v1',
  reason: 'offensive',
  details: 'Abuse in the review',
  status: 'open',
  createdAt: '2026-11-21T00:00:00.000Z',
  reporter: { _id: '0190a1b2-0000-7000-8000-0000000000s1', fullName: 'Ramesh Patel' },
  reportCount: 1,
  resolution: null,
  target: {
    type: 'review',
    review: {
      _id: '0190a1b2-0000-7000-8000-0000000000v1',
      stars: 1,
      counted: true,
      text: 'Worst farmer, a cheat',
      author: { _id: author._id, fullName: author.fullName, role: 'user' },
      productName: 'Red onion',
      createdAt: '2026-11-20T00:00:00.000Z',
      hidden: false,
    },
    author,
  },
};

describe('a reported review, as a moderator sees it', () => {
  it('shows its stars, text and author, and offers to hide it (not to hide a listing)', async () => {
    const { requests } = mockFetch([
      { method: 'POST', path: `moderation/reports/${report._id}/resolve`, body: ok({}, 'Report resolved') },
    ]);
    renderAt(<ReportCard report={report} />);
    const card = screen.getByRole('article', { name: /Review · Offensive/ });
    expect(within(card).getByRole('img', { name: '1 out of 5 stars' })).toBeInTheDocument();
    expect(within(card).getByText('Worst farmer, a cheat')).toBeInTheDocument();
    expect(within(card).getByText('About a deal for Red onion')).toBeInTheDocument();
    expect(within(card).getByText('Written by:')).toBeInTheDocument();
    expect(within(card).getByText('Angry Anil')).toBeInTheDocument();
    expect(reportedPerson(report.target)).toBe(author);
    expect(within(card).queryByRole('radio', { name: 'Hide the listing' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Read conversation' })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(card).getByRole('radio', { name: 'Hide the review' }));
    await user.click(within(card).getByRole('button', { name: 'Resolve report' }));
    await waitFor(() => expect(requests.some((r) => r.path.endsWith('/resolve'))).toBe(true));
    const sent = requests.find((r) => r.path.endsWith('/resolve'))!;
    expect(JSON.parse(String(sent.body))).toMatchObject({ action: 'hide_review' });
  });
});
