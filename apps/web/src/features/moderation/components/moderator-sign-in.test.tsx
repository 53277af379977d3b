import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@kisansetu/contract';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { fail, mockFetch, ok, type MockRoute } from '@/test/fetch-mock';
import { buyer } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { ModerationPage } from '../pages/moderation-page';

afterEach(() => {
  vi.unstubAllGlobals();
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
});

const moderator: User = {
  ...buyer,
  _id: '0190a000-0000-7000-8000-0000000000m2',
  fullName: 'Meera Moderator',
  email: 'meera@gmail.com',
  role: 'moderator',
};

const refused: MockRoute = {
  method: 'POST',
  path: 'user/login',
  status: 401,
  body: fail('second_factor_required', 'server.secondFactorRequired'),
};
const accepted: MockRoute = {
  method: 'POST',
  path: 'user/login',
  body: ok({ accessToken: 'x', user: moderator }, 'Logged in successfully'),
};
const emptyQueue: MockRoute = {
  path: 'moderation/reports',
  body: ok({ reports: [], totalCount: 0, totalPages: 0 }),
};

const SECOND_FACTOR_TEXT =
  'Enter the 6-digit code from your authenticator app, or one of your recovery codes';

describe('Moderator sign-in', () => {
  it('asks for the authenticator code, says clearly when it is missing or wrong, and sends it', async () => {
    const routes: MockRoute[] = [refused, emptyQueue];
    const { requests } = mockFetch(routes);
    renderAt(<ModerationPage />, { path: '/moderation' });
    const form = screen.getByRole('form', { name: 'Moderator sign-in' });
    const code = within(form).getByRole('textbox', { name: 'Code from your authenticator app' });
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('maxlength', '8');

    const user = userEvent.setup();
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'meera@gmail.com');
    await user.type(within(form).getByLabelText('Password'), 'secret-password');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(SECOND_FACTOR_TEXT);
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription(SECOND_FACTOR_TEXT);

    routes[0] = accepted;
    await user.type(code, '123 456');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('No open reports. Well done!')).toBeInTheDocument();
    const logins = requests.filter((r) => r.path === 'user/login');
    expect(JSON.parse(String(logins[0]?.body))).toEqual({
      email: 'meera@gmail.com',
      password: 'secret-password',
      role: 'moderator',
    });
    expect(JSON.parse(String(logins[1]?.body))).toEqual({
      email: 'meera@gmail.com',
      password: 'secret-password',
      role: 'moderator',
      otp: '123456',
    });
  });

  it('takes a recovery code instead, and sends only it', async () => {
    const { requests } = mockFetch([accepted, emptyQueue]);
    renderAt(<ModerationPage />, { path: '/moderation' });
    const form = screen.getByRole('form', { name: 'Moderator sign-in' });
    const user = userEvent.setup();
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'meera@gmail.com');
    await user.type(within(form).getByLabelText('Password'), 'secret-password');
    await user.type(within(form).getByRole('textbox', { name: 'Code from your authenticator app' }), '99');
    await user.click(within(form).getByRole('button', { name: 'Use a recovery code instead' }));
    expect(
      within(form).queryByRole('textbox', { name: 'Code from your authenticator app' }),
    ).not.toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Recovery code' }), 'ka02-s6mg-wmhm-9fx1');
    expect(within(form).getByRole('button', { name: 'Use the app code instead' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('No open reports. Well done!')).toBeInTheDocument();
    const login = requests.find((r) => r.path === 'user/login');
    expect(JSON.parse(String(login?.body))).toEqual({
      email: 'meera@gmail.com',
      password: 'secret-password',
      role: 'moderator',
      recoveryCode: 'ka02-s6mg-wmhm-9fx1',
    });
  });
});
