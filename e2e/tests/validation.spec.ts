import type { Locator } from '@playwright/test';
import { registerViaApi } from '../support/api';
import { newPerson, validAadhaar } from '../support/data';
import { test, expect } from '../support/test';
import { COLOURS, jpeg } from '../support/images';
import { loginViaUi, toast } from '../support/ui';

/**
 * Spec section 5: validation runs on change. Each message is checked as the field's accessible description (the
 * form ties the error to its input), so it is both on screen and announced for that field; typing a valid value
 * takes it away again.
 */
async function expectError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAccessibleDescription(message);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const page = field.page();
  await expect(page.getByRole('alert').and(page.getByText(message, { exact: true }))).toBeVisible();
}

async function expectValid(field: Locator): Promise<void> {
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

/** Types `value`, then expects `message`; `''` clears a filled field (a change to empty). */
async function typeAndExpect(field: Locator, value: string, message: string): Promise<void> {
  if (value === '') await field.fill('x');
  await field.fill(value);
  await expectError(field, message);
}

test('signup shows every validation message on change', async ({ page }, testInfo) => {
  const person = newPerson('seller', testInfo);
  await page.goto('/signup');
  const fullName = page.getByRole('textbox', { name: 'Full name' });
  const email = page.getByRole('textbox', { name: 'Email' });
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  const address = page.getByRole('textbox', { name: 'Address' });
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  const confirm = page.getByRole('textbox', { name: 'Confirm password' });
  const aadhaar = page.getByRole('textbox', { name: 'Aadhar number' });
  const roles = page.getByRole('group', { name: 'I want to join as' });

  await test.step('nothing is flagged before anything is typed', async () => {
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  await test.step('full name', async () => {
    await typeAndExpect(fullName, '', 'Full name is required');
    await fullName.fill(person.fullName);
    await expectValid(fullName);
  });

  await test.step('email', async () => {
    await typeAndExpect(email, '', 'Email is required');
    await typeAndExpect(email, 'ramesh', 'Email Address not matched');
    await typeAndExpect(email, 'ramesh@rediffmail.com', 'Email Address not matched');
    await email.fill(person.email);
    await expectValid(email);
  });

  await test.step('phone number', async () => {
    await typeAndExpect(phone, '', 'Phone number is required');
    await typeAndExpect(phone, '98220', 'Must be at least 10 digits');
    await typeAndExpect(phone, '9822014536123456', 'Must be at most 15 digits');
    await phone.fill(person.phoneNumber);
    await expectValid(phone);
  });

  await test.step('Aadhar number, for sellers only', async () => {
    await roles.getByRole('radio', { name: 'Seller (farmer)' }).check();
    await expect(roles).not.toHaveAccessibleDescription('Role is required');
    await expect(aadhaar).toHaveAttribute('placeholder', 'Enter the 12 digits of your Aadhar');
    await typeAndExpect(aadhaar, '', 'Aadhar number is required for sellers');
    await typeAndExpect(aadhaar, '2847361905', 'Must be 12 digits');
    const valid = validAadhaar();
    const wrongCheckDigit = valid.slice(0, 11) + String((Number(valid[11]) + 1) % 10);
    await typeAndExpect(aadhaar, wrongCheckDigit, 'This is not a valid Aadhar number');
    await aadhaar.fill(valid);
    await expectValid(aadhaar);
    // A buyer gives no Aadhaar: the field goes away.
    await roles.getByRole('radio', { name: 'User (buyer)' }).check();
    await expect(aadhaar).toHaveCount(0);
  });

  await test.step('address', async () => {
    await typeAndExpect(address, '', 'Address is required');
    await address.fill(person.address);
    await expectValid(address);
  });

  await test.step('password and confirm password', async () => {
    await typeAndExpect(password, '', 'Password is required');
    await typeAndExpect(password, 'kisan12', 'Password must be at least 8 characters');
    await password.fill(person.password);
    await expectValid(password);
    await typeAndExpect(confirm, '', 'Confirm password is required');
    await typeAndExpect(confirm, `${person.password}x`, 'Password do not match');
    await confirm.fill(person.password);
    await expectValid(confirm);
    // Changing the password re-checks the confirmation.
    await password.fill(`${person.password}2`);
    await expectError(confirm, 'Password do not match');
    await password.fill(person.password);
    await expectValid(confirm);
  });

  await test.step('the profile photo must be an image', async () => {
    await page
      .getByLabel('Profile photo', { exact: true })
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    await expect(page.getByText('Profile image must be an image file')).toBeVisible();
  });

  await test.step('with every field valid, nothing is flagged', async () => {
    await page
      .getByLabel('Profile photo', { exact: true })
      .setInputFiles(await jpeg('me.jpg', COLOURS.leaf, 120, 120));
    await expect(page.getByRole('img', { name: 'Preview of your profile photo' })).toHaveAttribute(
      'src',
      /^blob:/,
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  await test.step('role is required: shown when the form is sent without one (a radio cannot be un-chosen)', async () => {
    await page.reload();
    await expect(roles).not.toHaveAccessibleDescription('Role is required');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(roles).toHaveAccessibleDescription('Role is required');
    await expectError(fullName, 'Full name is required');
    await expect(aadhaar).toHaveCount(0);
    await roles.getByRole('radio', { name: 'Seller (farmer)' }).check();
    await expect(roles).not.toHaveAccessibleDescription('Role is required');
  });
});

test('login shows every validation message on change', async ({ page }) => {
  await page.goto('/login');
  const email = page.getByRole('textbox', { name: 'Email' });
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  const roles = page.getByRole('group', { name: 'I am a' });

  await typeAndExpect(email, '', 'Email is required');
  await typeAndExpect(email, 'buyer@', 'Email Address not matched');
  await typeAndExpect(email, 'buyer@hotmail.com', 'Email Address not matched');
  for (const domain of ['gmail.com', 'yahoo.com', 'outlook.com']) {
    await email.fill(`buyer@${domain}`);
    await expectValid(email);
  }

  await typeAndExpect(password, '', 'Password is required');
  await typeAndExpect(password, 'short', 'Password must be at least 8 characters');
  await password.fill('long enough');
  await expectValid(password);

  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(roles).toHaveAccessibleDescription('Role is required');
  await roles.getByRole('radio', { name: 'User (buyer)' }).check();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // A wrong password is the server's message, shown once on the form (no toast), with the role that was chosen.
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email, password or role' })).toContainText(
    'You chose “User (buyer)”',
  );
  await expect(page.getByText(/Invalid email, password or role/)).toHaveCount(1);
});

test('the product form shows every validation message on change', async ({ page, request }, testInfo) => {
  const seller = newPerson('seller', testInfo);
  await registerViaApi(request, seller);
  await loginViaUi(page, seller);
  await page.goto('/upload');
  await expect(page.getByRole('heading', { name: 'Post New Crop', level: 1 })).toBeVisible();

  const name = page.getByRole('textbox', { name: 'Product name' });
  const price = page.getByRole('textbox', { name: 'Price (₹)' });
  const unit = page.getByRole('combobox', { name: 'Unit' });
  const quantity = page.getByRole('textbox', { name: 'Quantity' });
  const address = page.getByRole('textbox', { name: 'Address' });
  const description = page.getByRole('textbox', { name: 'Description' });

  await expect(page.getByRole('alert')).toHaveCount(0);

  await typeAndExpect(name, '', 'Product name is required');
  await name.fill('Sharbati Wheat');
  await expectValid(name);

  await typeAndExpect(price, '', 'Price is required');
  await typeAndExpect(price, '-5', 'Cannot be negative');
  await typeAndExpect(price, 'abc', 'Price must be a number');
  await price.fill('0');
  await expectValid(price);

  await unit.selectOption('kg');
  await expectValid(unit);
  await unit.selectOption('');
  await expectError(unit, 'Unit is required');
  await unit.selectOption('quintal');
  await expectValid(unit);

  await typeAndExpect(quantity, '', 'Quantity is required');
  await typeAndExpect(quantity, '-1', 'Cannot be negative');
  await quantity.fill('40');
  await expectValid(quantity);

  await typeAndExpect(address, '', 'Address is required');
  await address.fill(seller.address);
  await expectValid(address);

  await typeAndExpect(description, '', 'Description is required');
  await description.fill('Golden, bold-grain Sharbati, machine-cleaned.');
  await expectValid(description);

  // Photos must be images.
  await page
    .getByLabel('Add photo 1', { exact: true })
    .setInputFiles({ name: 'list.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByText('Please choose a photo from your phone.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo 1', exact: true })).toHaveCount(0);
});

test("an empty search says 'Please enter product name'", async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByText('No products found. Try searching above!')).toBeVisible();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(toast(page, 'Please enter product name')).toBeVisible();
});
