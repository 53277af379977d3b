import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@kisansetu/contract';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { buyer, product, sessionOf } from '@/test/fixtures';
import { changeLanguage } from '@/lib/i18n';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import type { MockRoute } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { ProfilePage } from './profile-page';

function metaRoute(phoneSignIn: boolean): MockRoute {
  return {
    path: 'meta',
    body: ok({ allowedEmailDomains: ['gmail.com'], supportEmail: 'help@kisansetu.in', phoneSignIn }),
  };
}

const asha: User = { ...buyer, phoneNumber: '+919876543210', phoneVerified: false };
/** An account made with a phone number: no email, no password, the number verified by its sign-up. */
const phoneOnly: User = { ...asha, email: null, phoneVerified: true };
const sent = { phoneNumber: '+919876543210', expiresInSeconds: 300, resendAfterSeconds: 30 };

afterEach(() => {
  vi.unstubAllGlobals();
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
});

function setup(me: User, routes: MockRoute[] = [], phoneSignIn = true) {
  useRootStore.setState({ user: sessionOf(me) });
  const network = mockFetch([
    metaRoute(phoneSignIn),
    { path: 'user/me', body: ok({ user: me }) },
    { path: 'user/blocked', body: ok({ blocked: [] }) },
    ...routes,
  ]);
  const user = userEvent.setup();
  const view = renderAt(<ProfilePage />, { path: '/profile' });
  return { ...network, ...view, user };
}

const details = () => screen.findByRole('region', { name: 'Profile details' });

describe('Profile: the phone number', () => {
  it('an unverified number is verified with a code to it, through the same 6-digit box; then the mark shows', async () => {
    const { user, requests } = setup(asha, [
      { method: 'POST', path: 'user/otp/send', body: ok(sent) },
      {
        method: 'POST',
        path: 'user/phone/verify',
        body: ok({ user: { ...asha, phoneVerified: true } }, 'Your number is verified'),
      },
    ]);
    const section = await details();
    expect(within(section).getByText('+91 98765 43210')).toBeInTheDocument();
    expect(within(section).queryByRole('img', { name: 'Phone verified' })).not.toBeInTheDocument();
    expect(
      await screen.findByText(
        'We send a code by SMS to +91 98765 43210. A verified number shows a mark people trust.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verify your number' }));
    const code = await screen.findByLabelText('Enter the 6-digit code sent to +91 98765 43210');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByText('Send again in 0:30')).toBeInTheDocument();
    expect(
      requests.filter((r) => r.path === 'user/otp/send').map((r) => JSON.parse(String(r.body)) as unknown),
    ).toEqual([{ phoneNumber: '+919876543210', lang: 'en' }]);

    await user.type(code, '123456');
    expect(await within(section).findByRole('img', { name: 'Phone verified' })).toBeInTheDocument();
    expect(within(section).getByText('Phone verified')).toBeVisible();
    expect(
      requests
        .filter((r) => r.path === 'user/phone/verify')
        .map((r) => JSON.parse(String(r.body)) as unknown),
    ).toEqual([{ code: '123456' }]);
    expect(screen.queryByRole('button', { name: 'Verify your number' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Enter the 6-digit code/)).not.toBeInTheDocument();
    expect(await screen.findByText('Your number is verified')).toBeInTheDocument();
  });

  it('a number another account verified first (409 phone_taken) says so', async () => {
    const { user } = setup(asha, [
      { method: 'POST', path: 'user/otp/send', body: ok(sent) },
      {
        method: 'POST',
        path: 'user/phone/verify',
        status: 409,
        body: fail('phone_taken', 'server.phoneTaken'),
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Verify your number' }));
    await user.type(await screen.findByLabelText(/Enter the 6-digit code/), '123456');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This number is already verified on another account',
    );
    expect(screen.queryByRole('img', { name: 'Phone verified' })).not.toBeInTheDocument();
  });

  it('a wrong code says so on the box', async () => {
    const { user } = setup(asha, [
      { method: 'POST', path: 'user/otp/send', body: ok(sent) },
      {
        method: 'POST',
        path: 'user/phone/verify',
        status: 400,
        body: fail('validation_failed', 'server.validationFailed', { code: 'validation.codeWrong' }),
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Verify your number' }));
    await user.type(await screen.findByLabelText(/Enter the 6-digit code/), '000000');
    expect(await screen.findByText('Wrong or expired code')).toBeInTheDocument();
  });

  it('offers no verification when the server cannot send SMS', async () => {
    const { queryClient } = setup(asha, [], false);
    const section = await details();
    await waitFor(() => expect(queryClient.getQueryData(['meta'])).toBeDefined());
    expect(within(section).getByText('+91 98765 43210')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify your number' })).not.toBeInTheDocument();
  });

  it('an account made with a phone number reads well: the mark, and no email row (never "null")', async () => {
    setup(phoneOnly);
    const section = await details();
    expect(within(section).getByRole('img', { name: 'Phone verified' })).toBeInTheDocument();
    expect(within(section).queryByText('Email')).not.toBeInTheDocument();
    expect(section).not.toHaveTextContent('null');
    expect(within(section).getByText(phoneOnly.fullName)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify your number' })).not.toBeInTheDocument();
  });
});

describe('Profile: closing an account that has no password', () => {
  it('confirms with a code sent to the verified number instead of the password', async () => {
    const { user, requests } = setup(phoneOnly, [
      { method: 'POST', path: 'user/otp/send', body: ok(sent) },
      { method: 'DELETE', path: 'user/me', body: ok({}, 'Your account has been deleted') },
    ]);
    await details();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).queryByLabelText('Enter your password to confirm')).not.toBeInTheDocument();
    expect(
      within(dialog).getByText('To confirm, we send a code by SMS to +91 98765 43210.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const code = await within(dialog).findByLabelText('Enter the 6-digit code sent to +91 98765 43210');
    await user.type(code, '123456');
    // Six digits alone do not close an account: the red button does.
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(useRootStore.getState().user).toBeNull());
    const deleted = requests.find((r) => r.method === 'DELETE' && r.path === 'user/me')!;
    expect(JSON.parse(String(deleted.body))).toEqual({ code: '123456' });
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
  });

  it('an account with a password still confirms with the password', async () => {
    const { user } = setup(asha);
    await details();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByLabelText('Enter your password to confirm')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send code' })).not.toBeInTheDocument();
  });
});

describe('Profile: alerts on the phone', () => {
  const alertsOff = {
    channel: 'none',
    kinds: { messages: true, deals: true, requests: false, savedSearches: false },
    sentThisMonth: 0,
    channels: ['sms', 'whatsapp'],
    phoneVerified: false,
  };

  it('before the number is verified, the alerts lead to where it is verified, and follow once it is', async () => {
    const { user, requests } = setup(asha, [
      { path: 'user/alerts', body: ok(alertsOff) },
      { method: 'POST', path: 'user/otp/send', body: ok(sent) },
      {
        method: 'POST',
        path: 'user/phone/verify',
        body: ok({ user: { ...asha, phoneVerified: true } }, 'Your number is verified'),
      },
    ]);
    const alerts = await screen.findByRole('region', { name: 'Alerts on my phone' });
    expect(within(alerts).getByRole('radio', { name: 'SMS message' })).toBeDisabled();
    const link = within(alerts).getByRole('link', { name: 'Verify my number' });
    expect(link).toHaveAttribute('href', '#verify-phone');
    await user.click(link);
    const verify = screen.getByRole('button', { name: 'Verify your number' });
    expect(verify).toHaveFocus();

    await user.click(verify);
    await user.type(await screen.findByLabelText(/Enter the 6-digit code/), '123456');
    await within(await details()).findByRole('img', { name: 'Phone verified' });
    // The server turns SMS on for a verified number: the settings are asked for again.
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'GET' && r.path === 'user/alerts')).toHaveLength(2),
    );
  });

  it('a verified number has nowhere to be sent: no link', async () => {
    setup(phoneOnly, [
      { path: 'user/alerts', body: ok({ ...alertsOff, channel: 'sms', phoneVerified: true }) },
    ]);
    const alerts = await screen.findByRole('region', { name: 'Alerts on my phone' });
    expect(within(alerts).getByRole('radio', { name: 'SMS message' })).toBeChecked();
    expect(within(alerts).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('Profile: my data, readable here', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it("reads the download in the person's language beside the file: the profile and each part, with counts", async () => {
    await changeLanguage('hi');
    const exported = {
      exportedAt: '2026-12-04T10:00:00.000Z',
      profile: asha,
      listings: [],
      wishlist: [{ _id: 'w1', product: product({ productName: 'Nashik onion' }), createdAt: asha.createdAt }],
      conversations: [{ withUserId: 'u2', withName: 'Ramesh Patil', messages: [] }],
      requests: [],
      savedSearches: [],
      notifications: [],
      blocked: [],
      reportsFiled: [],
      deals: [],
      reviewsWritten: [],
      reviewsReceived: [],
      offersMade: [],
      pushSubscriptions: [],
      listingViews: [],
      alerts: { channel: 'none', kinds: {}, lang: 'hi', sent: [] },
      helpers: { myHelpers: [], actionsForMe: [], farmersHelped: [], actionsByMe: [] },
    };
    const { user } = setup(asha, [{ path: 'user/me/export', body: ok(exported) }]);
    await user.click(await screen.findByRole('button', { name: 'मेरा डेटा यहीं पढ़ें' }));
    const view = await screen.findByRole('region', { name: 'किसानसेतु के पास आपकी क्या जानकारी है' });
    expect(within(view).getByText('+91 98765 43210')).toBeInTheDocument();
    expect(within(view).getByRole('heading', { name: 'आपकी पसंद-सूची: 1' })).toBeInTheDocument();
    expect(within(view).getByText('Nashik onion')).toBeInTheDocument();
    expect(within(view).getByRole('heading', { name: 'आपकी चैट: 1' })).toBeInTheDocument();
    expect(within(view).getByText('Ramesh Patil (0)')).toBeInTheDocument();
    expect(within(view).getByRole('heading', { name: 'आपकी डाली फ़सलें: 0' })).toBeInTheDocument();
    // No English key of the file shows.
    expect(view).not.toHaveTextContent(/wishlist|listings|exportedAt/);
  });
});
