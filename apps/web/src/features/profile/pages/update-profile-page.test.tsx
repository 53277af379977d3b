import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRootStore } from '@/lib/store';
import { buyer, seller, sessionOf } from '@/test/fixtures';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { UpdateProfilePage } from './update-profile-page';

const nashik = {
  pincode: '422001',
  place: 'Nashik City',
  district: 'Nashik',
  state: 'Maharashtra',
  lat: 20.0,
  lon: 73.79,
};

afterEach(() => {
  vi.unstubAllGlobals();
  useRootStore.setState({ user: null });
});

describe('Update profile: the PIN code (near me)', () => {
  it("starts with the stored PIN code, checks it on change, and shows the server's refusal under it", async () => {
    useRootStore.setState({ user: sessionOf(buyer) });
    const { requests } = mockFetch([
      { path: 'user/me', body: ok({ user: { ...buyer, location: nashik } }) },
      {
        method: 'PUT',
        path: 'user/update/customer/profile',
        status: 400,
        body: fail('validation_failed', 'server.validationFailed', {
          pincode: 'validation.pincodeUnknown',
        }),
      },
    ]);
    const user = userEvent.setup();
    renderAt(<UpdateProfilePage />, { path: '/profile/update-user' });
    // The form is filled in from the `me` query.
    const pin = await screen.findByLabelText('PIN code (optional)');
    expect(pin).toHaveValue('422001');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    await user.clear(pin);
    await user.type(pin, '42200');
    expect(await screen.findByText('PIN code must be 6 digits')).toBeInTheDocument();
    await user.type(pin, '9');
    await waitFor(() => expect(screen.queryByText('PIN code must be 6 digits')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('We could not find this PIN code')).toBeInTheDocument();
    const sent = requests.find((r) => r.method === 'PUT')!.body as FormData;
    expect(sent.get('pincode')).toBe('422009');
  });
});

describe('Update profile: an account made with a phone number', () => {
  it('shows no email and no password fields (it has neither), and says a new number must be verified again', async () => {
    useRootStore.setState({ user: sessionOf(buyer) });
    mockFetch([
      {
        path: 'user/me',
        body: ok({ user: { ...buyer, email: null, phoneNumber: '+919876543210', phoneVerified: true } }),
      },
    ]);
    renderAt(<UpdateProfilePage />, { path: '/profile/update-user' });
    const phone = await screen.findByLabelText('Phone');
    expect(phone).toHaveValue('+919876543210');
    expect(phone).toHaveAccessibleDescription('A new number has to be verified again.');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('null');
  });

  it('an account with an email keeps the read-only email and the password change', async () => {
    useRootStore.setState({ user: sessionOf(buyer) });
    mockFetch([{ path: 'user/me', body: ok({ user: buyer }) }]);
    renderAt(<UpdateProfilePage />, { path: '/profile/update-user' });
    expect(await screen.findByLabelText('Email')).toHaveValue(buyer.email);
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).not.toHaveAccessibleDescription(
      'A new number has to be verified again.',
    );
  });
});

describe('Update profile: a farmer without Aadhaar adds it', () => {
  const phoneFarmer = { ...seller, email: null, phoneVerified: true, aadharNumber: undefined };

  it("checks the number with the spec's texts, sends it once valid, and shows the masked number after", async () => {
    useRootStore.setState({ user: sessionOf(phoneFarmer) });
    const saved = { ...phoneFarmer, aadharNumber: 'XXXXXXXX0124' };
    const { requests } = mockFetch([
      { path: 'user/me', body: ok({ user: phoneFarmer }) },
      { method: 'PUT', path: 'user/update/seller/profile', body: ok({ user: saved }) },
    ]);
    const user = userEvent.setup();
    renderAt(<UpdateProfilePage />, { path: '/profile/update-seller' });
    const aadhaar = await screen.findByLabelText('Aadhar number');
    expect(aadhaar).not.toHaveAttribute('readonly');
    expect(aadhaar).toHaveAccessibleDescription(
      'Add it for the “Aadhaar on file” mark. Once saved it cannot be changed. Stored encrypted, never shown to buyers.',
    );
    await user.type(aadhaar, '12345');
    expect(await screen.findByText('Must be 12 digits')).toBeInTheDocument();
    await user.clear(aadhaar);
    await user.type(aadhaar, '234567890125');
    expect(await screen.findByText('This is not a valid Aadhar number')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    await user.clear(aadhaar);
    await user.type(aadhaar, '2345 6789 0124');
    await waitFor(() => expect(screen.queryByText(/Must be 12 digits|not a valid/)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    const sent = requests.find((r) => r.method === 'PUT')!.body as FormData;
    expect(sent.get('aadharNumber')).toBe('234567890124');
  });

  it('saves the rest of the profile without one: adding it stays optional', async () => {
    useRootStore.setState({ user: sessionOf(phoneFarmer) });
    const { requests } = mockFetch([
      { path: 'user/me', body: ok({ user: phoneFarmer }) },
      { method: 'PUT', path: 'user/update/seller/profile', body: ok({ user: phoneFarmer }) },
    ]);
    const user = userEvent.setup();
    renderAt(<UpdateProfilePage />, { path: '/profile/update-seller' });
    const name = await screen.findByLabelText('Full name');
    await user.type(name, ' Jadhav');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect((requests.find((r) => r.method === 'PUT')!.body as FormData).has('aadharNumber')).toBe(false);
  });

  it('a farmer with Aadhaar on file sees it read-only, as before', async () => {
    useRootStore.setState({ user: sessionOf(seller) });
    mockFetch([{ path: 'user/me', body: ok({ user: { ...seller, aadharNumber: 'XXXXXXXX0124' } }) }]);
    renderAt(<UpdateProfilePage />, { path: '/profile/update-seller' });
    const aadhaar = await screen.findByLabelText('Aadhar number');
    expect(aadhaar).toHaveAttribute('readonly');
    expect(aadhaar).toHaveValue('XXXXXXXX0124');
  });
});
