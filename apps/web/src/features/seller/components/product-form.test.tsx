import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { changeLanguage } from '@/lib/i18n';
import { todayInIndia } from '@kisansetu/contract';
import type { MandiPriceResponse, Product } from '@kisansetu/contract';
import { mockFetch, ok } from '@/test/fetch-mock';
import { product } from '@/test/fixtures';
import { renderWithQueries } from '@/test/render';
import type { SubmitPhase } from './product-form';
import { ProductForm } from './product-form';

function setup(
  props: {
    phase?: SubmitPhase;
    editing?: boolean | Partial<Product>;
    pincode?: string;
    serverError?: unknown;
    mandi?: MandiPriceResponse;
  } = {},
) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  const existing = props.editing
    ? product({
        productName: 'Basmati rice',
        price: 5200,
        unit: 'quintal',
        ...(typeof props.editing === 'object' ? props.editing : {}),
      })
    : undefined;
  // The crop's mandi price hint asks the server; no market is known here unless a test gives one.
  mockFetch(props.mandi ? [{ path: 'price/mandi', body: ok(props.mandi) }] : []);
  renderWithQueries(
    <ProductForm
      product={existing}
      defaultAddress="Anand, Gujarat"
      defaultPincode={props.pincode}
      onSubmit={onSubmit}
      onCancel={() => undefined}
      phase={props.phase ?? 'idle'}
      progress={0.4}
      serverError={props.serverError}
    />,
  );
  return { user, onSubmit };
}

describe("Product form ('Post New Crop'): every rule on change", () => {
  it("product name: 'Product name is required'", async () => {
    const { user } = setup();
    const name = screen.getByLabelText('Product name');
    await user.type(name, 'W');
    await user.clear(name);
    expect(await screen.findByText('Product name is required')).toBeInTheDocument();
  });

  it("price: 'Price is required' and 'Cannot be negative'", async () => {
    const { user } = setup();
    const price = screen.getByLabelText('Price (₹)');
    await user.type(price, '-5');
    expect(await screen.findByText('Cannot be negative')).toBeInTheDocument();
    await user.clear(price);
    expect(await screen.findByText('Price is required')).toBeInTheDocument();
    await user.type(price, '2400');
    await waitFor(() => expect(screen.queryByText('Price is required')).not.toBeInTheDocument());
  });

  it("quantity: 'Quantity is required' (the contract's correction) and 'Cannot be negative'", async () => {
    const { user } = setup();
    const quantity = screen.getByLabelText('Quantity');
    await user.type(quantity, '-1');
    expect(await screen.findByText('Cannot be negative')).toBeInTheDocument();
    await user.clear(quantity);
    expect(await screen.findByText('Quantity is required')).toBeInTheDocument();
  });

  it("address: 'Address is required' (prefilled from the profile)", async () => {
    const { user } = setup();
    const address = screen.getByLabelText('Address');
    expect(address).toHaveValue('Anand, Gujarat');
    await user.clear(address);
    expect(await screen.findByText('Address is required')).toBeInTheDocument();
  });

  it("unit: 'Unit is required'", async () => {
    const { user } = setup();
    const unit = screen.getByLabelText('Unit');
    await user.selectOptions(unit, 'kg');
    await user.selectOptions(unit, '');
    expect(await screen.findByText('Unit is required')).toBeInTheDocument();
  });

  it("description: 'Description is required'", async () => {
    const { user } = setup();
    const description = screen.getByLabelText('Description');
    await user.type(description, 'x');
    await user.clear(description);
    expect(await screen.findByText('Description is required')).toBeInTheDocument();
  });

  it('asks in the description for what the photos cannot show, not for the details "More about this crop" holds', () => {
    setup();
    const description = screen.getByLabelText('Description');
    const hintId = description.getAttribute('aria-describedby');
    const hint = hintId ? (document.getElementById(hintId)?.textContent ?? '') : '';
    const asked = `${description.getAttribute('placeholder') ?? ''} ${hint}`;
    expect(asked).toMatch(/pick/i);
    for (const detail of ['variety', 'grade', 'organic', 'harvest', 'minimum order', 'quality']) {
      expect(asked.toLowerCase()).not.toContain(detail);
    }
  });

  it('says the description is missing before sending, and keeps everything typed', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText('Product name'), 'Nashik onion');
    await user.type(screen.getByLabelText('Price (₹)'), '22');
    await user.selectOptions(screen.getByLabelText('Unit'), 'quintal');
    await user.type(screen.getByLabelText('Quantity'), '40');
    await user.click(screen.getByRole('button', { name: 'Post Product' }));
    expect(await screen.findByText('Description is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Product name')).toHaveValue('Nashik onion');
    expect(screen.getByLabelText('Price (₹)')).toHaveValue('22');
    expect(screen.getByLabelText('Quantity')).toHaveValue('40');
    await user.type(screen.getByLabelText('Description'), 'Dry, in 50 kg bags');
    await user.click(screen.getByRole('button', { name: 'Post Product' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('starts with the unit chosen (kg), so a farmer who does not touch it still posts', async () => {
    const { user, onSubmit } = setup();
    expect(screen.getByLabelText('Unit')).toHaveValue('kg');
    await user.type(screen.getByLabelText('Product name'), 'Nashik onion');
    await user.type(screen.getByLabelText('Price (₹)'), '22');
    await user.type(screen.getByLabelText('Quantity'), '40');
    await user.type(screen.getByLabelText('Description'), 'Dry, in 50 kg bags');
    await user.click(screen.getByRole('button', { name: 'Post Product' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ unit: 'kg' });
  });

  it("PIN code: optional, prefilled from the seller's profile, 'PIN code must be 6 digits' on change", async () => {
    const { user } = setup({ pincode: '422003' });
    const pin = screen.getByLabelText('PIN code (optional)');
    expect(pin).toHaveValue('422003');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    await user.clear(pin);
    await user.type(pin, '0422');
    expect(await screen.findByText('PIN code must be 6 digits')).toBeInTheDocument();
    await user.clear(pin);
    await waitFor(() => expect(screen.queryByText('PIN code must be 6 digits')).not.toBeInTheDocument());
  });

  it('availability defaults to In Stock and offers Out of Stock', () => {
    setup();
    const availability = screen.getByLabelText('Availability');
    expect(availability).toHaveValue('in_stock');
    expect(screen.getByRole('option', { name: 'Out of Stock' })).toBeInTheDocument();
  });

  it('submits parsed numbers and the four photo slots', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText('Product name'), 'Sharbati wheat');
    await user.type(screen.getByLabelText('Price (₹)'), '2400');
    await user.selectOptions(screen.getByLabelText('Unit'), 'quintal');
    await user.type(screen.getByLabelText('Quantity'), '50');
    await user.type(screen.getByLabelText('Description'), 'Cleaned, 50 kg bags');
    await user.click(screen.getByRole('button', { name: 'Post Product' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [values, slots] = onSubmit.mock.calls[0]! as [Record<string, unknown>, unknown[]];
    expect(values).toMatchObject({
      productName: 'Sharbati wheat',
      price: 2400,
      unit: 'quintal',
      quantity: 50,
      description: 'Cleaned, 50 kg bags',
      address: 'Anand, Gujarat',
      availability: 'in_stock',
      expiresInDays: 30,
    });
    expect(slots).toEqual([null, null, null, null]);
  });

  it('shows every rule at once when submitted empty', async () => {
    const { user, onSubmit } = setup();
    await user.clear(screen.getByLabelText('Address'));
    await user.click(screen.getByRole('button', { name: 'Post Product' }));
    for (const text of [
      'Product name is required',
      'Price is required',
      'Quantity is required',
      'Description is required',
      'Address is required',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says what photo to choose in plain words, without file types, and refuses a file that is not a photo', async () => {
    setup();
    expect(
      screen.getByText(
        'A photo from your phone or camera. It is made smaller on your phone before it is uploaded.',
      ),
    ).toBeInTheDocument();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByLabelText('Add photo 1'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByText('Please choose a photo from your phone.')).toBeInTheDocument();
  });
});

describe('Product form: button labels', () => {
  it("reads 'Post Product', and 'Posting...' (disabled, with a progress bar) while uploading", () => {
    setup({ phase: 'uploading' });
    expect(screen.getByRole('button', { name: 'Posting...' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Uploading: 40%' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  });

  it("reads 'Update Product' when editing, 'Updating...' while working, and keeps the product's photos", () => {
    setup({ editing: true });
    expect(screen.getByRole('button', { name: 'Update Product' })).toBeEnabled();
    expect(screen.getByLabelText('Product name')).toHaveValue('Basmati rice');
    expect(screen.getByAltText('Photo 1')).toBeInTheDocument();
  });

  it("reads 'Updating...' while an edit is being saved", () => {
    setup({ editing: true, phase: 'uploading' });
    expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled();
  });
});

describe('Product form: how long the listing stays up', () => {
  it('offers 7 to 90 days, 30 by default, and submits the choice as a number', async () => {
    const { user, onSubmit } = setup();
    const stay = screen.getByLabelText('Stays up for');
    expect(stay).toHaveValue('30');
    expect(screen.getAllByRole('option', { name: /days$/ }).map((o) => o.textContent)).toEqual([
      '7 days',
      '15 days',
      '30 days',
      '60 days',
      '90 days',
    ]);
    expect(screen.getByText(/You can renew it any time/)).toBeInTheDocument();
    await user.selectOptions(stay, '60');
    await user.type(screen.getByLabelText('Product name'), 'Sharbati wheat');
    await user.type(screen.getByLabelText('Price (₹)'), '2400');
    await user.selectOptions(screen.getByLabelText('Unit'), 'quintal');
    await user.type(screen.getByLabelText('Quantity'), '50');
    await user.type(screen.getByLabelText('Description'), 'Cleaned, 50 kg bags');
    await user.click(screen.getByRole('button', { name: 'Post Product' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ expiresInDays: 60 });
  });

  it('keeps the listing’s date on an edit, and says that choosing days renews it', () => {
    setup({ editing: true });
    const stay = screen.getByLabelText('Stays up for');
    expect(stay).toHaveValue('');
    expect(stay).toHaveDisplayValue(/^As it is: until \d{1,2} \w{3} \d{4}$/);
    expect(screen.getByText('Choose days only to put it up again from today.')).toBeInTheDocument();
  });

  it("shows the server's field error on the field", async () => {
    setup({
      serverError: new ApiError(400, 'validation_failed', 'Validation failed', {
        expiresInDays: 'Choose between 1 and 90 days',
      }),
    });
    expect(await screen.findByText('Choose between 1 and 90 days')).toBeInTheDocument();
    expect(screen.getByLabelText('Stays up for')).toHaveAttribute('aria-invalid', 'true');
  });
});

/** The mandi answer for wheat near the form's PIN code: Khanna paid ₹2,500 a quintal on 24 Nov. */
const wheatPrices: MandiPriceResponse = {
  crop: 'wheat',
  unit: 'quintal',
  markets: [
    {
      market: 'Khanna',
      district: 'Ludhiana',
      state: 'Punjab',
      distanceKm: 8,
      latest: { date: '2026-11-24', min: 2300, max: 2600, modal: 2500 },
      trend: [],
    },
  ],
  source: { name: 'Agmarknet / data.gov.in', licence: 'x', url: 'x', sample: false },
};

/** A day `days` before today in India, as the date input takes it. */
function daysAgo(days: number): string {
  return new Date(Date.parse(`${todayInIndia()}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Product name'), 'Sharbati wheat');
  await user.type(screen.getByLabelText('Price (₹)'), '2400');
  await user.selectOptions(screen.getByLabelText('Unit'), 'quintal');
  await user.type(screen.getByLabelText('Quantity'), '50');
  await user.type(screen.getByLabelText('Description'), 'Cleaned, 50 kg bags');
}

describe('Product form: more about this crop', () => {
  it('keeps the details folded for a new listing, and sends none when the farmer skips them', async () => {
    const { user, onSubmit } = setup();
    const more = screen.getByText('More about this crop').closest('details')!;
    expect(more).not.toHaveAttribute('open');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Post Product' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = onSubmit.mock.calls[0]![0] as Record<string, unknown>;
    expect(values.variety).toBeUndefined();
    expect(values.grade).toBeUndefined();
    expect(values.organic).toBe(false);
    expect(values.harvestedOn).toBeUndefined();
    expect(values.minOrderQuantity).toBeUndefined();
  });

  it('sends variety, grade, organic, harvest date and minimum order; each grade says what it means', async () => {
    const { user, onSubmit } = setup();
    await fillRequired(user);
    await user.click(screen.getByText('More about this crop'));
    await user.type(screen.getByLabelText('Variety'), 'Lokwan');
    const grades = within(screen.getByRole('group', { name: 'Grade' }));
    expect(grades.getByRole('radio', { name: /No grade/ })).toBeChecked();
    expect(grades.getByText('Best: even size, clean, no damage')).toBeInTheDocument();
    expect(grades.getByText('Good: small marks, mixed size')).toBeInTheDocument();
    expect(grades.getByText('Fair average: for processing or bulk')).toBeInTheDocument();
    await user.click(grades.getByRole('radio', { name: /Grade A/ }));
    await user.click(screen.getByRole('checkbox', { name: /Grown organically/ }));
    const harvest = screen.getByLabelText('Harvest date');
    expect(harvest).toHaveAttribute('max', todayInIndia());
    fireEvent.change(harvest, { target: { value: daysAgo(5) } });
    await user.type(screen.getByLabelText('Minimum order'), '10');
    expect(screen.getByText('The least one buyer can take, in quintal')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post Product' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      variety: 'Lokwan',
      grade: 'A',
      organic: true,
      harvestedOn: daysAgo(5),
      minOrderQuantity: 10,
    });
  });

  it('refuses a harvest date in the future and a minimum order above the quantity, under the fields', async () => {
    const { user, onSubmit } = setup();
    await fillRequired(user);
    await user.click(screen.getByText('More about this crop'));
    fireEvent.change(screen.getByLabelText('Harvest date'), { target: { value: daysAgo(-3) } });
    expect(await screen.findByText('The harvest date cannot be in the future')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Harvest date'), { target: { value: daysAgo(3) } });
    await user.type(screen.getByLabelText('Minimum order'), '80');
    await user.click(screen.getByRole('button', { name: 'Post Product' }));
    expect(await screen.findByText('Minimum order cannot be more than the quantity')).toBeInTheDocument();
    expect(screen.getByLabelText('Minimum order')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("opens the details to show the server's error under its field", async () => {
    setup({
      serverError: new ApiError(400, 'validation_failed', 'Validation failed', {
        variety: 'Variety must be at most 60 characters',
      }),
    });
    expect(await screen.findByText('Variety must be at most 60 characters')).toBeVisible();
    expect(screen.getByText('More about this crop').closest('details')).toHaveAttribute('open');
    expect(screen.getByLabelText('Variety')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a listing’s details unfolded when editing it, ready to be sent again', async () => {
    const { user, onSubmit } = setup({
      editing: { variety: 'Pusa Basmati 1509', grade: 'B', organic: true, minOrderQuantity: 5 },
    });
    expect(screen.getByText('More about this crop').closest('details')).toHaveAttribute('open');
    expect(screen.getByLabelText('Variety')).toHaveValue('Pusa Basmati 1509');
    expect(screen.getByRole('radio', { name: /Grade B/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Grown organically/ })).toBeChecked();
    expect(screen.getByLabelText('Minimum order')).toHaveValue('5');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      variety: 'Pusa Basmati 1509',
      grade: 'B',
      organic: true,
      minOrderQuantity: 5,
    });
  });

  it('offers the crop’s known varieties once the mandi answer names the crop, and fills one in a tap', async () => {
    const { user } = setup({ pincode: '141401', mandi: wheatPrices });
    await user.type(screen.getByLabelText('Product name'), 'gehun');
    await user.click(screen.getByText('More about this crop'));
    const suggestions = await screen.findByRole('group', { name: 'Common varieties' }, { timeout: 2000 });
    await user.click(within(suggestions).getByRole('button', { name: 'Sharbati' }));
    expect(screen.getByLabelText('Variety')).toHaveValue('Sharbati');
  });

  it('names the varieties in Hindi on a Hindi screen, and fills the name tapped', async () => {
    await changeLanguage('hi');
    try {
      const { user } = setup({ pincode: '141401', mandi: wheatPrices });
      await user.type(screen.getByLabelText('फ़सल का नाम'), 'gehun');
      await user.click(screen.getByText('इस फ़सल के बारे में और'));
      const suggestions = await screen.findByRole('group', { name: 'जानी-मानी क़िस्में' }, { timeout: 2000 });
      expect(
        within(suggestions)
          .getAllByRole('button')
          .map((chip) => chip.textContent),
      ).not.toContainEqual(expect.stringMatching(/[A-Za-z]/));
      await user.click(within(suggestions).getByRole('button', { name: 'शरबती' }));
      expect(screen.getByLabelText('क़िस्म')).toHaveValue('शरबती');
    } finally {
      await changeLanguage('en');
    }
  });

  it('puts the price being typed beside the nearest mandi’s, per kg', async () => {
    const { user } = setup({ pincode: '141401', mandi: wheatPrices });
    await user.type(screen.getByLabelText('Product name'), 'wheat');
    await user.selectOptions(screen.getByLabelText('Unit'), 'kg');
    await user.type(screen.getByLabelText('Price (₹)'), '23');
    expect(
      await screen.findByText('8% below Khanna mandi, 24 Nov', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Unit'), 'quintal');
    await user.clear(screen.getByLabelText('Price (₹)'));
    await user.type(screen.getByLabelText('Price (₹)'), '2800');
    expect(await screen.findByText('12% above Khanna mandi, 24 Nov')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Price (₹)'));
    await user.type(screen.getByLabelText('Price (₹)'), '2500');
    expect(await screen.findByText('Same as Khanna mandi, 24 Nov')).toBeInTheDocument();
    // Pieces have no weight: nothing to compare with a price per quintal.
    await user.selectOptions(screen.getByLabelText('Unit'), 'pieces');
    await waitFor(() => expect(screen.queryByTestId('mandi-comparison')).not.toBeInTheDocument());
  });
});
