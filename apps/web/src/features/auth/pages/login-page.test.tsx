import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { buyer } from '@/test/fixtures';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import type { MockRoute } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { meQueryKey } from '../api';
import { LoginPage } from './login-page';

const meta = {
  path: 'meta',
  body: ok({
    allowedEmailDomains: ['gmail.com', 'yahoo.com', 'outlook.com'],
    supportEmail: 'help@kisansetu.in',
  }),
};

afterEach(() => {
  vi.unstubAllGlobals();
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
});

function setup(routes: MockRoute[] = [meta]) {
  const network = mockFetch(routes);
  const user = userEvent.setup();
  const view = renderAt(<LoginPage />, { path: '/login' });
  return { ...network, user, ...view };
}

describe('Login form: validation on change', () => {
  it("shows 'Email is required' once the email is emptied", async () => {
    const { user } = setup();
    const email = await screen.findByLabelText('Email');
    await user.type(email, 'a');
    await user.clear(email);
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
  });

  it("shows 'Email Address not matched' for a domain that is not allowed, and clears it when fixed", async () => {
    const { user } = setup();
    const email = await screen.findByLabelText('Email');
    await user.type(email, 'ramesh@example.org');
    expect(await screen.findByText('Email Address not matched')).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'ramesh@gmail.com');
    await waitFor(() => expect(screen.queryByText('Email Address not matched')).not.toBeInTheDocument());
  });

  it("shows 'Password must be at least 8 characters', then 'Password is required'", async () => {
    const { user } = setup();
    const password = await screen.findByLabelText('Password');
    await user.type(password, 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(password);
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
  });

  it("shows 'Role is required' when no role is chosen", async () => {
    const { user } = setup();
    await user.type(await screen.findByLabelText('Email'), 'asha@gmail.com');
    await user.type(screen.getByLabelText('Password'), 'longenough');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Role is required')).toBeInTheDocument();
  });

  it('toggles the password between hidden and shown', async () => {
    const { user } = setup();
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(password).toHaveAttribute('type', 'text');
  });
});

describe('Login: submitting', () => {
  it("reads 'Logging in...' while working, then stores the user's id, role and name (no token) and goes to /", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const network = mockFetch([
      meta,
      {
        method: 'POST',
        path: 'user/login',
        body: ok({ accessToken: 'tok-123', user: buyer }, 'Logged in successfully'),
      },
    ]);
    const inner = network.fetchMock.getMockImplementation()!;
    network.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('user/login')) await gate;
      return inner(input, init);
    });
    const user = userEvent.setup();
    const { router, queryClient } = renderAt(<LoginPage />, { path: '/login' });
    await user.type(await screen.findByLabelText('Email'), 'Asha@Gmail.com');
    await user.type(screen.getByLabelText('Password'), 'longenough');
    await user.click(screen.getByLabelText('User (buyer)'));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const busy = await screen.findByRole('button', { name: 'Logging in...' });
    expect(busy).toBeDisabled();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const session = { _id: buyer._id, role: buyer.role, fullName: buyer.fullName };
    expect(useRootStore.getState().user).toEqual(session);
    // The rest of the profile is the `me` query's, straight from the login's answer: no second fetch.
    expect(queryClient.getQueryData(meQueryKey)).toEqual(buyer);
    expect(network.requests.filter((r) => r.path === 'user/me')).toEqual([]);
    const stored = JSON.parse(localStorage.getItem('root') ?? 'null') as { state: { user: unknown } };
    expect(stored.state.user).toEqual(session);
    for (const secret of ['tok-123', buyer.email, buyer.phoneNumber, buyer.address]) {
      expect(JSON.stringify(localStorage)).not.toContain(secret);
    }
    const login = network.requests.find((r) => r.path === 'user/login')!;
    expect(JSON.parse(String(login.body))).toEqual({
      email: 'asha@gmail.com',
      password: 'longenough',
      role: 'user',
    });
  });

  it("shows the server's errors.message when the login is refused", async () => {
    const { user } = setup([
      meta,
      {
        method: 'POST',
        path: 'user/login',
        status: 401,
        body: fail('invalid_credentials', 'server.invalidCredentials'),
      },
    ]);
    await user.type(await screen.findByLabelText('Email'), 'asha@gmail.com');
    await user.type(screen.getByLabelText('Password'), 'wrongpass1');
    await user.click(screen.getByLabelText('Seller (farmer)'));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(/Invalid email, password or role/)).toBeInTheDocument();
    expect(useRootStore.getState().user).toBeNull();
  });
});

describe('Login after sign-up', () => {
  it('starts with the role the person just signed up with', async () => {
    mockFetch([meta]);
    renderAt(<LoginPage />, { path: '/login', state: { role: 'seller' } });
    expect(await screen.findByLabelText('Seller (farmer)')).toBeChecked();
  });

  it('chooses no role when reached any other way', async () => {
    mockFetch([meta]);
    renderAt(<LoginPage />, { path: '/login', state: { role: 'moderator' } });
    expect(await screen.findByLabelText('Seller (farmer)')).not.toBeChecked();
    expect(screen.getByLabelText('User (buyer)')).not.toBeChecked();
  });
});

describe('A refused login, said once', () => {
  it('names the role that was chosen and the other one, once, without a toast', async () => {
    const { user } = setup([
      meta,
      {
        method: 'POST',
        path: 'user/login',
        status: 401,
        body: fail('invalid_credentials', 'server.invalidCredentials'),
      },
    ]);
    await user.type(await screen.findByLabelText('Email'), 'ramesh@gmail.com');
    await user.type(screen.getByLabelText('Password'), 'rightpass1');
    await user.click(screen.getByLabelText('User (buyer)'));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Invalid email, password or role You chose “User (buyer)”. If you signed up as “Seller (farmer)”, choose that and log in again.',
    );
    expect(screen.getAllByText(/Invalid email, password or role/)).toHaveLength(1);
  });
});

describe('Login refusals of the safety round', () => {
  async function submit(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText('Email'), 'ramesh@gmail.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('radio', { name: 'Seller (farmer)' }));
    await user.click(screen.getByRole('button', { name: 'Login' }));
  }

  it("a suspended account's 403 names the support address, in English and in Hindi", async () => {
    const suspended = fail(
      'account_suspended',
      'This account is suspended. Write to help@kisansetu.in if you think this is a mistake.',
    );
    const { user } = setup([meta, { method: 'POST', path: 'user/login', status: 403, body: suspended }]);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account is suspended. Write to help@kisansetu.in if you think this is a mistake.',
    );
    const { i18n } = await import('@/lib/i18n');
    await act(() => i18n.changeLanguage('hi'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'यह खाता निलंबित है। अगर आपको लगता है कि यह ग़लती से हुआ है, तो help@kisansetu.in पर लिखें।',
    );
    await act(() => i18n.changeLanguage('en'));
  });

  it('too many tries (429) says how long to wait, from Retry-After', async () => {
    const network = mockFetch([meta]);
    network.fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
      if (url.includes('user/login')) {
        return new Response(JSON.stringify(fail('rate_limited', 'server.rateLimited')), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '42' },
        });
      }
      return new Response(JSON.stringify(meta.body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const user = userEvent.setup();
    renderAt(<LoginPage />, { path: '/login' });
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many tries. Please wait 42 seconds and try again.',
    );
  });
});
