import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachmentPath } from '@kisansetu/contract';
import type { AuditEntry, Message, ModeratedUser, ModerationReport, User } from '@kisansetu/contract';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { mockFetch, ok } from '@/test/fetch-mock';
import { buyer, seller } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { ModerationPage } from './pages/moderation-page';

afterEach(() => {
  vi.unstubAllGlobals();
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
});

const moderator: User = {
  ...buyer,
  _id: '0190a000-0000-7000-8000-0000000000m1',
  fullName: 'Meera Moderator',
  email: 'meera@gmail.com',
  role: 'moderator',
};

const moderated = (user: User, suspended = false): ModeratedUser => ({
  _id: user._id,
  fullName: user.fullName,
  email: user.email,
  phoneNumber: user.phoneNumber,
  address: user.address,
  role: user.role,
  avatarUrl: null,
  suspended,
  createdAt: user.createdAt,
});

const scamReport: ModerationReport = {
  _id: '0190d000-0000-7000-8000-000000000001',
  targetType: 'message',
  targetId: 'm1',
  reason: 'scam',
  details: 'He wants my UPI PIN',
  status: 'open',
  createdAt: '2026-03-01T08:00:00.000Z',
  reporter: { _id: buyer._id, fullName: buyer.fullName },
  target: {
    type: 'message',
    message: {
      _id: 'm1',
      senderId: seller._id,
      receiverId: buyer._id,
      message: 'Send your UPI PIN to confirm',
      createdAt: '2026-03-01T07:59:00.000Z',
    },
    sender: moderated(seller),
  },
  reportCount: 2,
  resolution: null,
};

describe('Moderation page', () => {
  it('asks a visitor to sign in as a moderator, the role fixed', async () => {
    const { requests } = mockFetch([
      {
        method: 'POST',
        path: 'user/login',
        body: ok({ accessToken: 'x', user: moderator }, 'Logged in successfully'),
      },
      { path: 'moderation/reports', body: ok({ reports: [], totalCount: 0, totalPages: 0 }) },
    ]);
    renderAt(<ModerationPage />, { path: '/moderation' });
    const form = screen.getByRole('form', { name: 'Moderator sign-in' });
    expect(within(form).queryByRole('radio')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'meera@gmail.com');
    await user.type(within(form).getByLabelText('Password'), 'secret-password');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('No open reports. Well done!')).toBeInTheDocument();
    const login = requests.find((r) => r.path === 'user/login');
    expect(JSON.parse(String(login?.body))).toEqual({
      email: 'meera@gmail.com',
      password: 'secret-password',
      role: 'moderator',
    });
  });

  it('tells a signed-in buyer this page is for moderators', () => {
    useRootStore.setState({ user: buyer });
    mockFetch([]);
    renderAt(<ModerationPage />, { path: '/moderation' });
    expect(screen.getByRole('status')).toHaveTextContent(/not a moderator/);
  });

  it('shows an open report with its target, reporter, count and reason; reads the conversation; suspends with a note', async () => {
    useRootStore.setState({ user: moderator });
    const { requests } = mockFetch([
      { path: 'moderation/reports', body: ok({ reports: [scamReport], totalCount: 1, totalPages: 1 }) },
      {
        path: `moderation/reports/${scamReport._id}/conversation`,
        body: ok({
          reporter: { _id: buyer._id, fullName: buyer.fullName },
          reported: { _id: seller._id, fullName: seller.fullName },
          messages: [scamReport.target?.type === 'message' ? scamReport.target.message : null],
        }),
      },
      {
        method: 'POST',
        path: `moderation/reports/${scamReport._id}/resolve`,
        body: ok({}, 'Report resolved'),
      },
    ]);
    renderAt(<ModerationPage />, { path: '/moderation' });
    const card = await screen.findByRole('article', { name: /Message · Scam or fraud/ });
    expect(within(card).getByText('Send your UPI PIN to confirm')).toBeInTheDocument();
    expect(within(card).getByText(seller.fullName)).toBeInTheDocument();
    expect(within(card).getByText(buyer.fullName)).toBeInTheDocument();
    expect(within(card).getByText('2 reports on this')).toBeInTheDocument();
    expect(within(card).getByText('He wants my UPI PIN')).toBeInTheDocument();
    expect(within(card).queryByRole('radio', { name: 'Hide the listing' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    expect(within(card).getByText(/Each read is written to the audit log/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Read conversation' }));
    const dialog = await screen.findByRole('dialog', { name: /Conversation between/ });
    expect(await within(dialog).findByText('Send your UPI PIN to confirm')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(within(card).getByRole('radio', { name: 'Suspend the person' }));
    await user.type(within(card).getByRole('textbox', { name: /Note/ }), 'Asked for a UPI PIN');
    await user.click(within(card).getByRole('button', { name: 'Resolve report' }));
    await waitFor(() => expect(requests.some((r) => r.path.endsWith('/resolve'))).toBe(true));
    const resolve = requests.find((r) => r.path.endsWith('/resolve'));
    expect(JSON.parse(String(resolve?.body))).toEqual({
      action: 'suspend_user',
      note: 'Asked for a UPI PIN',
    });
    expect(await screen.findByText('Report resolved.')).toBeInTheDocument();
  });

  it('offers no conversation to read once the report is closed', async () => {
    useRootStore.setState({ user: moderator });
    const closed: ModerationReport = {
      ...scamReport,
      status: 'resolved',
      resolution: {
        action: 'dismiss',
        note: 'A misunderstanding',
        at: '2026-03-02T08:00:00.000Z',
        by: moderator._id,
      },
    };
    mockFetch([
      { path: 'moderation/reports', body: ok({ reports: [closed], totalCount: 1, totalPages: 1 }) },
    ]);
    renderAt(<ModerationPage />, { path: '/moderation' });
    const card = await screen.findByRole('article', { name: /Message · Scam or fraud/ });
    expect(within(card).getByText('Send your UPI PIN to confirm')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Read conversation' })).not.toBeInTheDocument();
  });

  it('shows a reported photo and lets a moderator hear the voice note in the conversation; the audit log names the opening', async () => {
    useRootStore.setState({ user: moderator });
    const photo: Message = {
      _id: 'm2',
      senderId: seller._id,
      receiverId: buyer._id,
      message: '',
      attachment: { kind: 'image', url: attachmentPath('m2'), width: 800, height: 600 },
      createdAt: '2026-03-01T07:58:00.000Z',
    };
    const note: Message = {
      _id: 'm3',
      senderId: seller._id,
      receiverId: buyer._id,
      message: '',
      attachment: { kind: 'audio', url: attachmentPath('m3'), durationSeconds: 75, mime: 'audio/ogg' },
      createdAt: '2026-03-01T07:59:00.000Z',
    };
    const photoReport: ModerationReport = {
      ...scamReport,
      _id: '0190d000-0000-7000-8000-000000000002',
      target: { type: 'message', message: photo, sender: moderated(seller) },
      reportCount: 1,
    };
    const opened: AuditEntry = {
      _id: 'a1',
      moderator: { _id: moderator._id, fullName: moderator.fullName },
      action: 'read_attachment',
      reportId: photoReport._id,
      targetType: 'message',
      targetId: 'm3',
      note: null,
      createdAt: '2026-03-01T09:00:00.000Z',
    };
    mockFetch([
      { path: 'moderation/reports', body: ok({ reports: [photoReport], totalCount: 1, totalPages: 1 }) },
      {
        path: `moderation/reports/${photoReport._id}/conversation`,
        body: ok({
          reporter: { _id: buyer._id, fullName: buyer.fullName },
          reported: { _id: seller._id, fullName: seller.fullName },
          messages: [photo, note],
        }),
      },
      { path: 'moderation/audit', body: ok({ entries: [opened], totalCount: 1, totalPages: 1 }) },
    ]);
    renderAt(<ModerationPage />, { path: '/moderation' });
    const card = await screen.findByRole('article', { name: /Message · Scam or fraud/ });
    expect(within(card).getByRole('button', { name: 'Open the photo' }).querySelector('img')).toHaveAttribute(
      'src',
      '/api/v1/message/attachment/m2?size=small',
    );

    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Read conversation' }));
    const dialog = await screen.findByRole('dialog', { name: /Conversation between/ });
    expect(await within(dialog).findByRole('button', { name: 'Open the photo' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Play the voice note' })).toBeInTheDocument();
    expect(within(dialog).getByText('1:15')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Audit log' }));
    expect(await screen.findByRole('cell', { name: 'opened a photo or voice note' })).toBeInTheDocument();
  });
});
