import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import type { MockRoute } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { buyer, seller } from '@/test/fixtures';
import { SignupPage } from './signup-page';

const meta = {
  path: 'meta',
  body: ok({
    allowedEmailDomains: ['gmail.com', 'yahoo.com', 'outlook.com'],
    supportEmail: 'help@kisansetu.in',
  }),
};

afterEach(() => vi.unstubAllGlobals());

function setup(routes: MockRoute[] = [meta]) {
  const network = mockFetch(routes);
  const user = userEvent.setup();
  const view = renderAt(<SignupPage />, { path: '/signup' });
  return { ...network, user, ...view };
}

/** Types, then empties a field: the "required" message must appear on change. */
async function typeAndClear(user: ReturnType<typeof userEvent.setup>, field: HTMLElement) {
  await user.type(field, 'x');
  await user.clear(field);
}

async function fillValidBuyer(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Full name'), 'Asha Verma');
  await user.type(screen.getByLabelText('Email'), 'asha@gmail.com');
  await user.type(screen.getByLabelText('Phone number'), '9876543210');
  await user.click(screen.getByLabelText('User (buyer)'));
  await user.type(screen.getByLabelText('Address'), 'Karnal, Haryana');
  await user.type(screen.getByLabelText('Password'), 'longenough');
  await user.type(screen.getByLabelText('Confirm password'), 'longenough');
}

describe('Signup reached from "Start selling"', () => {
  it('starts with the farmer role chosen and the Aadhaar field open', async () => {
    mockFetch([meta]);
    renderAt(<SignupPage />, { path: '/signup?role=seller', route: '/signup' });
    expect(await screen.findByLabelText('Seller (farmer)')).toBeChecked();
    expect(screen.getByLabelText('Aadhar number')).toBeInTheDocument();
  });

  it('chooses no role for a plain sign-up, nor for a role it does not know', async () => {
    mockFetch([meta]);
    renderAt(<SignupPage />, { path: '/signup?role=moderator', route: '/signup' });
    expect(await screen.findByLabelText('Seller (farmer)')).not.toBeChecked();
    expect(screen.getByLabelText('User (buyer)')).not.toBeChecked();
  });
});

describe('Signup form: every rule on change', () => {
  it("full name: 'Full name is required'", async () => {
    const { user } = setup();
    await typeAndClear(user, await screen.findByLabelText('Full name'));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
  });

  it("email: 'Email is required' and 'Email Address not matched'", async () => {
    const { user } = setup();
    const email = await screen.findByLabelText('Email');
    await typeAndClear(user, email);
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(email, 'asha@rediffmail.com');
    expect(await screen.findByText('Email Address not matched')).toBeInTheDocument();
  });

  it("phone: required, 'Must be at least 10 digits', 'Must be at most 15 digits'", async () => {
    const { user } = setup();
    const phone = await screen.findByLabelText('Phone number');
    await typeAndClear(user, phone);
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    await user.type(phone, '98765');
    expect(await screen.findByText('Must be at least 10 digits')).toBeInTheDocument();
    await user.type(phone, '43210987654');
    expect(await screen.findByText('Must be at most 15 digits')).toBeInTheDocument();
  });

  it('Aadhar: only for sellers, required, exactly 12 digits', async () => {
    const { user } = setup();
    await screen.findByLabelText('Full name');
    expect(screen.queryByLabelText('Aadhar number')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Seller (farmer)'));
    const aadhar = screen.getByLabelText('Aadhar number');
    expect(aadhar).toHaveAttribute('placeholder', 'Enter the 12 digits of your Aadhar');
    await typeAndClear(user, aadhar);
    expect(await screen.findByText('Aadhar number is required for sellers')).toBeInTheDocument();
    await user.type(aadhar, '12345');
    expect(await screen.findByText('Must be 12 digits')).toBeInTheDocument();
    await user.click(screen.getByLabelText('User (buyer)'));
    expect(screen.queryByLabelText('Aadhar number')).not.toBeInTheDocument();
  });

  it("address: 'Address is required'", async () => {
    const { user } = setup();
    await typeAndClear(user, await screen.findByLabelText('Address'));
    expect(await screen.findByText('Address is required')).toBeInTheDocument();
  });

  it("password: required and at least 8; confirm: required and 'Password do not match'", async () => {
    const { user } = setup();
    const password = await screen.findByLabelText('Password');
    await user.type(password, 'abc');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(password);
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    const confirm = screen.getByLabelText('Confirm password');
    await typeAndClear(user, confirm);
    expect(await screen.findByText('Confirm password is required')).toBeInTheDocument();
    await user.type(password, 'longenough');
    await user.type(confirm, 'different1');
    expect(await screen.findByText('Password do not match')).toBeInTheDocument();
    await user.clear(confirm);
    await user.type(confirm, 'longenough');
    await waitFor(() => expect(screen.queryByText('Password do not match')).not.toBeInTheDocument());
  });

  it("role: 'Role is required' on submit without a choice", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Role is required')).toBeInTheDocument();
  });

  it('profile image: must be an image file; an image shows a preview', async () => {
    setup();
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText(/Profile photo/);
    await user.upload(input, new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Profile image must be an image file')).toBeInTheDocument();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }),
    );
    await user.upload(input, new File(['img'], 'me.png', { type: 'image/png' }));
    expect(screen.queryByText('Profile image must be an image file')).not.toBeInTheDocument();
    expect(screen.getByAltText('Preview of your profile photo')).toHaveAttribute('src', 'blob:preview');
  });
});

describe('Signup: the optional PIN code (near me)', () => {
  it("checks it on change with a numeric keyboard: 'PIN code must be 6 digits'", async () => {
    const { user } = setup();
    const pin = await screen.findByLabelText('PIN code (optional)');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    await user.type(pin, '4220');
    expect(await screen.findByText('PIN code must be 6 digits')).toBeInTheDocument();
    await user.type(pin, '03');
    await waitFor(() => expect(screen.queryByText('PIN code must be 6 digits')).not.toBeInTheDocument());
  });

  it("sends it, and shows the server's 'We could not find this PIN code' under the field", async () => {
    const { user, requests } = setup([
      meta,
      {
        method: 'POST',
        path: 'user/register',
        status: 400,
        body: fail('validation_failed', 'server.validationFailed', {
          pincode: 'validation.pincodeUnknown',
        }),
      },
    ]);
    await fillValidBuyer(user);
    await user.type(screen.getByLabelText('PIN code (optional)'), '999999');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const message = await screen.findByText('We could not find this PIN code');
    expect(screen.getByLabelText('PIN code (optional)')).toHaveAccessibleDescription(
      'We could not find this PIN code',
    );
    expect(message).toHaveAttribute('role', 'alert');
    const sent = requests.find((r) => r.path === 'user/register')!.body as FormData;
    expect(sent.get('pincode')).toBe('999999');
  });
});

describe('Signup: submitting', () => {
  it("sends the form without confirmPassword or Aadhaar for a buyer, reads 'Signing... ', then goes to /login", async () => {
    const { user, requests, router, fetchMock } = setup([
      meta,
      {
        method: 'POST',
        path: 'user/register',
        status: 201,
        body: ok({ user: buyer }, 'Account created. Please log in.'),
      },
    ]);
    const inner = fetchMock.getMockImplementation()!;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('register')) await gate;
      return inner(input, init);
    });
    await fillValidBuyer(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const busy = await screen.findByRole('button', { name: 'Signing...' });
    expect(busy).toBeDisabled();
    expect(busy.textContent).toBe('Signing... ');
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const sent = requests.find((r) => r.path === 'user/register')!.body as FormData;
    expect(Object.fromEntries(sent.entries())).toEqual({
      fullName: 'Asha Verma',
      email: 'asha@gmail.com',
      phoneNumber: '9876543210',
      role: 'user',
      address: 'Karnal, Haryana',
      password: 'longenough',
    });
  });

  it('sends the Aadhaar for a seller', async () => {
    const { user, requests, router } = setup([
      meta,
      {
        method: 'POST',
        path: 'user/register',
        status: 201,
        body: ok({ user: seller }, 'Account created. Please log in.'),
      },
    ]);
    await fillValidBuyer(user);
    await user.click(screen.getByLabelText('Seller (farmer)'));
    // 2345 6789 0124 passes the Verhoeff check.
    await user.type(screen.getByLabelText('Aadhar number'), '234567890124');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The login that follows is handed the role, so the farmer does not choose it again.
    expect(router.state.location.state).toEqual({ role: 'seller' });
    const sent = requests.find((r) => r.path === 'user/register')!.body as FormData;
    expect(sent.get('aadharNumber')).toBe('234567890124');
    expect(sent.get('role')).toBe('seller');
  });

  it("shows the server's refusal of the Aadhaar number, which the API names aadharNumber, under the field", async () => {
    const { user } = setup([
      meta,
      {
        method: 'POST',
        path: 'user/register',
        status: 409,
        body: fail('aadhaar_taken', 'server.aadhaarTaken', { aadharNumber: 'server.aadhaarTaken' }),
      },
    ]);
    await fillValidBuyer(user);
    await user.click(screen.getByLabelText('Seller (farmer)'));
    await user.type(screen.getByLabelText('Aadhar number'), '234567890124');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Aadhar number')).toHaveAccessibleDescription(
        expect.stringContaining('An account with this Aadhaar number already exists'),
      ),
    );
  });

  it("shows the server's message in red above the form", async () => {
    const { user } = setup([
      meta,
      {
        method: 'POST',
        path: 'user/register',
        status: 409,
        body: fail('email_taken', 'server.emailTaken'),
      },
    ]);
    await fillValidBuyer(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const alerts = await screen.findAllByText('An account with this email already exists');
    expect(alerts[0]!.closest('form')).not.toBeNull();
  });

  it("falls back to 'Something went wrong' when the server gives no message", async () => {
    const { user, fetchMock } = setup([meta]);
    const inner = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).includes('register') ? new Response('', { status: 500 }) : inner(input, init),
    );
    await fillValidBuyer(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect((await screen.findAllByText('Something went wrong')).length).toBeGreaterThan(0);
  });
});
