import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReportTarget } from '@kisansetu/contract';
import { renderAt } from '@/test/render';
import { ReportTargetView, reportedPerson } from './report-target';

const buyer = {
  _id: '0190a1b2-0000-7000-8000-0000000000b1',
  fullName: 'Wholesaler Wagh',
  email: 'wagh@gmail.com',
  phoneNumber: '9876543210',
  address: 'Pune, Maharashtra',
  role: 'user' as const,
  avatarUrl: null,
  suspended: false,
  createdAt: '2026-11-01T00:00:00.000Z',
};

const target: ReportTarget = {
  type: 'request',
  request: {
    _id: '0190a1b2-0000-7000-8000-0000000000r1',
    buyerId: buyer._id,
    buyerName: buyer.fullName,
    productName: 'Cheap onion, pay first',
    quantity: 50,
    unit: 'quintal',
    maxPrice: 1500,
    address: 'Pimpalgaon, Nashik',
    location: null,
    radiusKm: 100,
    neededBy: null,
    description: 'Send advance by UPI',
    status: 'open',
    offerCount: 0,
    createdAt: '2026-11-20T00:00:00.000Z',
    expiresAt: '2026-11-27T00:00:00.000Z',
  },
  buyer,
};

describe('a reported buyer request, as a moderator sees it', () => {
  it('shows what was asked, the text to judge, and the buyer answerable for it', () => {
    renderAt(<ReportTargetView target={target} />);
    expect(screen.getByRole('link', { name: 'Cheap onion, pay first' })).toHaveAttribute(
      'href',
      '/requests/0190a1b2-0000-7000-8000-0000000000r1',
    );
    expect(screen.getByText(/50 quintal/)).toBeInTheDocument();
    expect(screen.getByText('Send advance by UPI')).toBeInTheDocument();
    expect(screen.getByText('Buyer:')).toBeInTheDocument();
    expect(screen.getByText('Wholesaler Wagh')).toBeInTheDocument();
    expect(reportedPerson(target)).toBe(buyer);
  });
});

describe('a reported person, as a moderator sees them', () => {
  it('shows the email and phone, and only the phone for an account made with a phone number', () => {
    const withEmail = renderAt(<ReportTargetView target={{ type: 'user', user: buyer }} />);
    expect(screen.getByText('wagh@gmail.com')).toBeInTheDocument();
    expect(screen.getByText('+91 98765 43210')).toBeInTheDocument();
    withEmail.unmount();

    renderAt(<ReportTargetView target={{ type: 'user', user: { ...buyer, email: null } }} />);
    const phone = screen.getByText('+91 98765 43210');
    expect(phone.parentElement).toHaveTextContent(/^\+91 98765 43210$/);
    expect(document.body).not.toHaveTextContent('null');
  });
});
