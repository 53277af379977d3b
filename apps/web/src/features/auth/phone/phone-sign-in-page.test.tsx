import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { User } from '@kisansetu/contract';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { buyer, seller } from '@/test/fixtures';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import type { MockRoute } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { meQueryKey } from '../api';
import { LoginPage } from '../pages/login-page';
import { SignupPage } from '../pages/signup-page';
import { PhoneSignInPage } from './phone-sign-in-page';

function metaRoute(phoneSignIn: boolean): MockRoute {
  return {
    path: 'meta',
    body: ok({
      allowedEmailDomains: ['gmail.com', 'yahoo.com', 'outlook.com'],
      supportEmail: 'help@kisansetu.in',
      phoneSignIn,
    }),
  };
}

const sent = { phoneNumber: '+919876543210', expiresInSeconds: 300, resendAfterSeconds: 30 };
const sendRoute: MockRoute = { method: 'POST', path: 'user/otp/send', body: ok(sent, 'Code sent') };

/** A phone-only farmer, as the server answers a registration with a signup token. */
const newFarmer: User = {
  ...seller,
  _id: '0190a000-0000-7000-8000-0000000000f1',
  fullName: 'Gurpreet Singh',
  email: null,
  phoneNumber: '+919876543210',
  phoneVerified: true,
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
});

function setup(routes: MockRoute[], user = userEvent.setup()) {
  const network = mockFetch([metaRoute(true), ...routes]);
  const view = renderAt(<PhoneSignInPage />, { path: '/login/phone' });
  return { ...network, user, ...view };
}

/** Step 1 done: the number typed and "Send code" pressed; resolves on the code step. */
async function reachCodeStep(user: ReturnType<typeof userEvent.setup>, typed = '98765 43210') {
  await user.type(await screen.findByLabelText('Mobile number'), typed);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  return screen.findByLabelText('Enter the 6-digit code sent to +91 98765 43210');
}

function jsonBodies(requests: { path: string; body: unknown }[], path: string): unknown[] {
  return requests.filter((r) => r.path === path).map((r) => JSON.parse(String(r.body)) as unknown);
}

describe('Phone sign-in is offered only when the server can send SMS', () => {
  it('the login and sign-up pages show "Continue with phone number" when meta.phoneSignIn is true', async () => {
    mockFetch([metaRoute(true)]);
    renderAt(<LoginPage />, { path: '/login' });
    expect(await screen.findByRole('link', { name: 'Continue with phone number' })).toHaveAttribute(
      'href',
      '/login/phone',
    );
    expect(screen.getByText('or use your email')).toBeInTheDocument();
  });

  it('the sign-up page offers it too', async () => {
    mockFetch([metaRoute(true)]);
    renderAt(<SignupPage />, { path: '/signup' });
    expect(await screen.findByRole('link', { name: 'Continue with phone number' })).toHaveAttribute(
      'href',
      '/login/phone',
    );
  });

  it('neither page offers it when meta.phoneSignIn is false, and the phone page says to use the email', async () => {
    mockFetch([metaRoute(false)]);
    const login = renderAt(<LoginPage />, { path: '/login' });
    await waitFor(() => expect(login.queryClient.getQueryData(['meta'])).toBeDefined());
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue with phone number' })).not.toBeInTheDocument();
    login.unmount();

    const signup = renderAt(<SignupPage />, { path: '/signup' });
    await waitFor(() => expect(signup.queryClient.getQueryData(['meta'])).toBeDefined());
    expect(screen.getByLabelText('Full name')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue with phone number' })).not.toBeInTheDocument();
    signup.unmount();

    renderAt(<PhoneSignInPage />, { path: '/login/phone' });
    expect(
      await screen.findByText('Sign-in by phone is not available right now. Please use your email.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Mobile number')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Log in with email' })[0]).toHaveAttribute('href', '/login');
  });
});

describe('Phone sign-in, step 1: the number', () => {
  it("checks the number as it is typed: 'Enter a 10-digit mobile number' until it is one", async () => {
    const { user } = setup([]);
    const number = await screen.findByLabelText('Mobile number');
    expect(number).toHaveAttribute('type', 'tel');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('autocomplete', 'tel-national');
    expect(screen.getByText('+91')).toBeVisible();
    await user.type(number, '12345');
    expect(await screen.findByText('Enter a 10-digit mobile number')).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('Enter a 10-digit mobile number');
    await user.clear(number);
    await user.type(number, '98765 43210');
    await waitFor(() => expect(screen.queryByText('Enter a 10-digit mobile number')).not.toBeInTheDocument());
  });

  it('sends the number as +91XXXXXXXXXX with the language shown, then asks for the code', async () => {
    const { user, requests } = setup([sendRoute]);
    const code = await reachCodeStep(user, '098765-43210');
    expect(jsonBodies(requests, 'user/otp/send')).toEqual([{ phoneNumber: '+919876543210', lang: 'en' }]);
    expect(screen.getByRole('heading', { name: 'Enter the code' })).toBeInTheDocument();
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('maxlength', '6');
    expect(code).toHaveAccessibleDescription('Never share this code with anyone');
    expect(screen.getByText('Send again in 0:30')).toBeInTheDocument();
  });

  it("the server's refusal of the number shows under the field", async () => {
    const { user } = setup([
      {
        method: 'POST',
        path: 'user/otp/send',
        status: 400,
        body: fail('validation_failed', 'server.validationFailed', {
          phoneNumber: 'validation.mobileNumberInvalid',
        }),
      },
    ]);
    await user.type(await screen.findByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter a 10-digit mobile number')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Enter the 6-digit code/)).not.toBeInTheDocument();
  });

  it('says when SMS cannot be sent (503 sms_failed)', async () => {
    const { user } = setup([
      { method: 'POST', path: 'user/otp/send', status: 503, body: fail('sms_failed', 'server.smsFailed') },
    ]);
    await user.type(await screen.findByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not send the code. Please try again in a minute.',
    );
  });
});

describe('Phone sign-in, step 2: the code', () => {
  it("counts down 'Send again in 0:30', then offers 'Send code again', which starts a new countdown", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { fetchMock } = setup([sendRoute], user);
    await reachCodeStep(user);
    expect(screen.getByText('Send again in 0:30')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send code again' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.getByText('Send again in 0:27')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(27_000));
    const again = await screen.findByRole('button', { name: 'Send code again' });

    // The second answer asks for a longer wait; the countdown follows the server.
    const inner = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).includes('user/otp/send')
        ? new Response(JSON.stringify(ok({ ...sent, resendAfterSeconds: 45 })), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          })
        : inner(input, init),
    );
    await user.click(again);
    expect(await screen.findByText('Send again in 0:45')).toBeInTheDocument();
    expect(screen.getByText('A new code is on its way.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('user/otp/send'))).toHaveLength(2);
    expect(screen.getByLabelText('Enter the 6-digit code sent to +91 98765 43210')).toHaveFocus();
  });

  it('a resend refused as too early (429) shows its Retry-After and counts that down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { fetchMock } = setup([sendRoute], user);
    await reachCodeStep(user);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    const inner = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).includes('user/otp/send')
        ? new Response(JSON.stringify(fail('rate_limited', 'server.rateLimited')), {
            status: 429,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '42' },
          })
        : inner(input, init),
    );
    await user.click(await screen.findByRole('button', { name: 'Send code again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many tries. Please wait 42 seconds and try again.',
    );
    expect(screen.getByText('Send again in 0:42')).toBeInTheDocument();
  });

  it("a wrong code shows 'Wrong or expired code' on the box; six typed digits are checked at once", async () => {
    const { user, requests } = setup([
      sendRoute,
      {
        method: 'POST',
        path: 'user/otp/verify',
        status: 400,
        body: fail('validation_failed', 'server.validationFailed', { code: 'validation.codeWrong' }),
      },
    ]);
    const code = await reachCodeStep(user);
    await user.type(code, '111111');
    expect(await screen.findByText('Wrong or expired code')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription('Wrong or expired code');
    expect(jsonBodies(requests, 'user/otp/verify')).toEqual([
      { phoneNumber: '+919876543210', code: '111111' },
    ]);
    // The box is empty again for the next try; typing clears the refusal.
    expect(code).toHaveValue('');
    expect(code).toHaveFocus();
    await user.type(code, '2');
    await waitFor(() => expect(screen.queryByText('Wrong or expired code')).not.toBeInTheDocument());
  });

  it("'Verify' with fewer than 6 digits asks for all of them, without a call", async () => {
    const { user, requests } = setup([sendRoute]);
    const code = await reachCodeStep(user);
    await user.type(code, '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter all 6 digits of the code')).toBeInTheDocument();
    expect(requests.filter((r) => r.path === 'user/otp/verify')).toEqual([]);
  });

  it("'Change number' goes back to the number, as it was typed", async () => {
    const { user } = setup([sendRoute]);
    await reachCodeStep(user);
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    const number = await screen.findByLabelText('Mobile number');
    expect(number).toHaveValue('98765 43210');
    expect(number).toHaveFocus();
  });

  it('a right code for a number with an account signs in exactly as a login does, and goes home', async () => {
    const { user, requests, router, queryClient } = setup([
      sendRoute,
      {
        method: 'POST',
        path: 'user/otp/verify',
        body: ok({ accessToken: 'tok-1', user: { ...buyer, phoneVerified: true } }, 'Logged in successfully'),
      },
    ]);
    const code = await reachCodeStep(user);
    await user.type(code, '123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useRootStore.getState().user).toEqual({
      _id: buyer._id,
      role: buyer.role,
      fullName: buyer.fullName,
    });
    expect(queryClient.getQueryData(meQueryKey)).toEqual({ ...buyer, phoneVerified: true });
    expect(await screen.findByText('Logged in successfully')).toBeInTheDocument();
    expect(JSON.stringify(localStorage)).not.toContain('tok-1');
    expect(requests.filter((r) => r.path === 'user/me')).toEqual([]);
  });

  it("a suspended account's 403 names the support address", async () => {
    const { user } = setup([
      sendRoute,
      {
        method: 'POST',
        path: 'user/otp/verify',
        status: 403,
        body: fail('account_suspended', 'server.accountSuspended'),
      },
    ]);
    await user.type(await reachCodeStep(user), '123456');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account is suspended. Write to help@kisansetu.in if you think this is a mistake.',
    );
  });

  it("fills and checks the code the browser's WebOTP reads from the SMS, and stops listening afterwards", async () => {
    let signal: AbortSignal | undefined;
    const get = vi.fn((options: CredentialRequestOptions) => {
      signal = options.signal ?? undefined;
      return Promise.resolve({ id: 'otp', type: 'otp', code: '654321' } as unknown as Credential);
    });
    vi.stubGlobal('OTPCredential', vi.fn());
    // jsdom has no Credential Management API: the browser's is stood in for on this navigator only.
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'credentials');
    });
    const { user, requests } = setup([
      sendRoute,
      {
        method: 'POST',
        path: 'user/otp/verify',
        body: ok({ signupToken: 'signup-tok', phoneNumber: '+919876543210' }),
      },
    ]);
    await user.type(await screen.findByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('heading', { name: 'A few details to finish' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(expect.objectContaining({ otp: { transport: ['sms'] } }));
    expect(jsonBodies(requests, 'user/otp/verify')).toEqual([
      { phoneNumber: '+919876543210', code: '654321' },
    ]);
    expect(signal?.aborted).toBe(true);
  });
});

describe('Phone sign-in, step 3: a new number signs up', () => {
  async function reachDetails(routes: MockRoute[]) {
    const view = setup([
      sendRoute,
      {
        method: 'POST',
        path: 'user/otp/verify',
        body: ok({ signupToken: 'signup-tok', phoneNumber: '+919876543210' }, 'Number confirmed'),
      },
      ...routes,
    ]);
    await view.user.type(await reachCodeStep(view.user), '123456');
    const heading = await screen.findByRole('heading', { name: 'A few details to finish' });
    return { ...view, heading };
  }

  it('asks only who the person is (no email, password or phone), then registers with the token and signs in', async () => {
    const { user, requests, router, heading } = await reachDetails([
      {
        method: 'POST',
        path: 'user/register',
        status: 201,
        body: ok({ user: newFarmer, accessToken: 'tok-2' }, 'Account created. Welcome to KisanSetu!'),
      },
    ]);
    expect(heading).toHaveFocus();
    expect(
      screen.getByText(
        'Your number +91 98765 43210 is confirmed. Tell us who you are to create your account.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Phone number')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Aadhar number (optional)')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Role is required')).toBeInTheDocument();
    expect(screen.getByText('Full name is required')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Seller (farmer)'));
    await user.type(screen.getByLabelText('Full name'), 'Gurpreet Singh');
    await user.type(screen.getByLabelText('Aadhar number (optional)'), '234567890124');
    await user.type(screen.getByLabelText('Address'), 'Village Khanna, Ludhiana');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/upload'));
    const form = requests.find((r) => r.path === 'user/register')!.body as FormData;
    expect(form.get('signupToken')).toBe('signup-tok');
    expect(form.get('fullName')).toBe('Gurpreet Singh');
    expect(form.get('role')).toBe('seller');
    expect(form.get('aadharNumber')).toBe('234567890124');
    expect(form.get('address')).toBe('Village Khanna, Ludhiana');
    for (const absent of ['email', 'password', 'confirmPassword', 'phoneNumber']) {
      expect(form.has(absent), absent).toBe(false);
    }
    expect(useRootStore.getState().user).toEqual({
      _id: newFarmer._id,
      role: 'seller',
      fullName: 'Gurpreet Singh',
    });
    expect(await screen.findByText('Account created. Welcome to KisanSetu!')).toBeInTheDocument();
  });

  it('a farmer may leave Aadhaar out, told it can be added later for the mark; a wrong one is refused', async () => {
    const { user, requests, router } = await reachDetails([
      {
        method: 'POST',
        path: 'user/register',
        status: 201,
        body: ok({ user: { ...newFarmer, aadharNumber: undefined }, accessToken: 'tok-4' }),
      },
    ]);
    await user.click(screen.getByLabelText('Seller (farmer)'));
    const aadhaar = screen.getByLabelText('Aadhar number (optional)');
    expect(aadhaar).toHaveAccessibleDescription(
      'You can add it now or later from your profile, for the “Aadhaar on file” mark. Stored encrypted, never shown to buyers.',
    );
    // Given, it is checked by the spec's rules, word for word.
    await user.type(aadhaar, '12345');
    expect(await screen.findByText('Must be 12 digits')).toBeInTheDocument();
    await user.clear(aadhaar);
    await waitFor(() => expect(screen.queryByText('Must be 12 digits')).not.toBeInTheDocument());

    await user.type(screen.getByLabelText('Full name'), 'Gurpreet Singh');
    await user.type(screen.getByLabelText('Address'), 'Village Khanna, Ludhiana');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/upload'));
    expect(screen.queryByText('Aadhar number is required for sellers')).not.toBeInTheDocument();
    const form = requests.find((r) => r.path === 'user/register')!.body as FormData;
    expect(form.get('role')).toBe('seller');
    expect(form.has('aadharNumber')).toBe(false);
  });

  it('a new buyer goes home, signed in', async () => {
    const newBuyer: User = { ...buyer, email: null, phoneVerified: true };
    const { user, router, requests } = await reachDetails([
      {
        method: 'POST',
        path: 'user/register',
        status: 201,
        body: ok({ user: newBuyer, accessToken: 'tok-3' }),
      },
    ]);
    await user.click(screen.getByLabelText('User (buyer)'));
    await user.type(screen.getByLabelText('Full name'), 'Asha Verma');
    await user.type(screen.getByLabelText('Address'), 'Karnal, Haryana');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const form = requests.find((r) => r.path === 'user/register')!.body as FormData;
    expect(form.has('aadharNumber')).toBe(false);
    expect(useRootStore.getState().user?._id).toBe(buyer._id);
  });

  it('an expired sign-up token sends the person back to the number, saying why', async () => {
    const { user } = await reachDetails([
      {
        method: 'POST',
        path: 'user/register',
        status: 400,
        body: fail('validation_failed', 'server.validationFailed', {
          signupToken: 'validation.signupTokenInvalid',
        }),
      },
    ]);
    await user.click(screen.getByLabelText('User (buyer)'));
    await user.type(screen.getByLabelText('Full name'), 'Asha Verma');
    await user.type(screen.getByLabelText('Address'), 'Karnal, Haryana');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    const number = await screen.findByLabelText('Mobile number');
    expect(number).toHaveValue('98765 43210');
    expect(screen.getByRole('heading', { name: 'Your mobile number' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('alert')).getByText(
        'This code has expired or was already used. Ask for a new code.',
      ),
    ).toBeInTheDocument();
    expect(useRootStore.getState().user).toBeNull();
  });
});
