import type { Page } from '@playwright/test';
import { newCrop, newPerson, validAadhaar } from '../support/data';
import { COLOURS, jpeg } from '../support/images';
import { lastSms, uniqueMobile } from '../support/sms';
import { test, expect } from '../support/test';
import { fillCropForm, navItems, productCard, ROLE_LABEL, screenshot, toast } from '../support/ui';

/** Types the number, sends the code and types the code the phone got; returns that code. */
async function proveNumber(page: Page, mobile: string, previousCode: string | null): Promise<string> {
  await expect(page).toHaveURL(/\/login\/phone$/);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(`${mobile.slice(0, 5)} ${mobile.slice(5)}`);
  await page.getByRole('button', { name: 'Send code' }).click();
  const sms = await lastSms(`+91${mobile}`, previousCode);
  expect(sms.text).toBe(
    `${sms.code} is your KisanSetu code. It is valid for 5 minutes. Never share it with anyone.`,
  );
  const codeBox = page.getByRole('textbox', { name: /^Enter the 6-digit code sent to \+91/ });
  await expect(codeBox).toBeFocused();
  await expect(codeBox).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(page.getByText(/^Send again in 0:\d\d$/)).toBeVisible();
  // Typing the sixth digit sends the code: no button to find on a small screen.
  await codeBox.pressSequentially(sms.code);
  return sms.code;
}

test('a new farmer signs up with only a phone number and a code, posts a crop, logs out and logs in with a new code', async ({
  page,
}, testInfo) => {
  const mobile = uniqueMobile();
  const farmer = newPerson('seller', testInfo);
  const crop = newCrop('Onion', testInfo, { unit: 'quintal', price: '1800', quantity: '40' });
  let firstCode: string | null = null;
  let firstSentAt = 0;

  await test.step('chooses "Continue with phone number" on Sign Up', async () => {
    await page.goto('/signup');
    await page.getByRole('link', { name: 'Continue with phone number' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in with your phone', level: 1 })).toBeVisible();
  });

  await test.step('a wrong number is refused as it is typed', async () => {
    const number = page.getByRole('textbox', { name: 'Mobile number' });
    await number.fill('12345');
    await expect(page.getByText('Enter a 10-digit mobile number')).toBeVisible();
    await number.fill('');
  });

  await test.step('gets a code by SMS and types it in one box', async () => {
    firstSentAt = Date.now();
    firstCode = await proveNumber(page, mobile, null);
  });

  await test.step('a new number gets the short sign-up form: no email, no password', async () => {
    await expect(page.getByRole('heading', { name: 'A few details to finish' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveCount(0);
    await screenshot(page, testInfo, 'phone-signup-details');
    await page.getByRole('radio', { name: ROLE_LABEL.seller }).check();
    await page.getByRole('textbox', { name: 'Full name' }).fill(farmer.fullName);
    await page.getByRole('textbox', { name: 'Aadhar number' }).fill(validAadhaar());
    await page.getByRole('textbox', { name: 'Address' }).fill(farmer.address);
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(toast(page, 'Account created. Welcome to KisanSetu!')).toBeVisible();
  });

  await test.step('is signed in at once and posts a crop', async () => {
    await expect(page).toHaveURL(/\/upload$/);
    await expect(page.getByRole('heading', { name: 'Post New Crop', level: 1 })).toBeVisible();
    await page
      .getByLabel('Add photo 1', { exact: true })
      .setInputFiles(await jpeg('onion.jpg', COLOURS.potato));
    await expect(page.getByRole('img', { name: 'Photo 1', exact: true })).toBeVisible();
    await fillCropForm(page, crop);
    await page.getByRole('button', { name: 'Post Product' }).click();
    await expect(toast(page, 'Product posted successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    const details = page.getByRole('region', { name: 'Profile details' });
    // Shown grouped as people read a number.
    await expect(details).toContainText(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
    await expect(details.getByText('Phone verified')).toBeVisible();
  });

  await test.step('the listing shows the farmer as phone verified', async () => {
    const myProducts = page.getByRole('region', { name: 'My Products' });
    await productCard(myProducts, crop.productName).getByRole('link', { name: crop.productName }).click();
    await expect(page.getByRole('heading', { name: crop.productName, level: 1 })).toBeVisible();
    await expect(page.getByText('Phone verified').first()).toBeVisible();
  });

  await test.step('logs out', async () => {
    const nav = await navItems(page);
    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step('logs in again from Login with a new code', async () => {
    // A number gets one code per 30 seconds: the farmer comes back after that.
    await page.waitForTimeout(Math.max(0, 31_000 - (Date.now() - firstSentAt)));
    await page.goto('/login');
    await page.getByRole('link', { name: 'Continue with phone number' }).click();
    await proveNumber(page, mobile, firstCode);
    await expect(toast(page, 'Logged in successfully')).toBeVisible();
    const nav = await navItems(page);
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('region', { name: 'Profile details' })).toContainText(farmer.fullName);
  });
});
