import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newPerson } from '../support/data';
import { test, expect } from '../support/test';
import { languagePicker, savePageImage, screenshot, secondContext, toast } from '../support/ui';

/*
 * A new farmer on a phone, in Hindi at 360 px, from the home page to a posted crop: the sell link opens sign-up with
 * the farmer's role chosen, the product form starts with a unit, the description says what it is for, and the form's
 * variety chips are Hindi. Counts what the farmer taps and types on the way. Signing in on another phone brings the
 * language back.
 */

/** Hindi as the app shows it (the catalogue the app's own Hindi comes from). */
const hi = JSON.parse(
  readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../../packages/contract/catalogue/hi.json'),
    'utf8',
  ),
) as Record<string, string>;

/** Latin letters: none may show in the variety chips of a Hindi screen. */
const LATIN = /[A-Za-z]/;

test('a new farmer in Hindi signs up from the sell link and posts a crop without choosing a role or a unit', async ({
  page,
  browser,
}, testInfo) => {
  const farmer = newPerson('seller', testInfo);
  const cropName = `प्याज़ ${testInfo.workerIndex}${Date.now() % 100000}`;
  let taps = 0;
  let typed = 0;
  const tap = async (target: { click: () => Promise<void> }) => {
    taps += 1;
    await target.click();
  };
  const type = async (target: { fill: (text: string) => Promise<void> }, text: string) => {
    typed += 1;
    await target.fill(text);
  };

  await test.step('opens the home page in Hindi and follows the sell link', async () => {
    await page.goto('/');
    await (await languagePicker(page)).selectOption('hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const sell = page.getByRole('contentinfo').getByRole('link', { name: hi['footer.sell'] });
    await sell.scrollIntoViewIfNeeded();
    await tap(sell);
    await expect(page.getByRole('heading', { name: hi['signup.title'], level: 1 })).toBeVisible();
  });

  await test.step('signs up with the farmer role already chosen', async () => {
    await expect(page.getByRole('radio', { name: hi['role.seller'] })).toBeChecked();
    await type(page.getByRole('textbox', { name: hi['signup.fullName'] }), farmer.fullName);
    await type(page.getByRole('textbox', { name: hi['signup.email'] }), farmer.email);
    await type(page.getByRole('textbox', { name: hi['signup.phone'] }), farmer.phoneNumber);
    await type(page.getByRole('textbox', { name: hi['signup.aadhar'] }), farmer.aadhaarNumber!);
    await type(page.getByRole('textbox', { name: hi['signup.address'], exact: true }), farmer.address);
    await type(page.getByRole('textbox', { name: hi['near.pincodeField'] }), '422306');
    await type(page.getByRole('textbox', { name: hi['signup.password'], exact: true }), farmer.password);
    await type(page.getByRole('textbox', { name: hi['signup.confirmPassword'] }), farmer.password);
    await tap(page.getByRole('button', { name: hi['signup.submit'], exact: true }));
    await expect(toast(page, hi['server.registered']!)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('logs in, the role still chosen', async () => {
    await expect(page.getByRole('radio', { name: hi['role.seller'] })).toBeChecked();
    await type(page.getByRole('textbox', { name: hi['login.email'] }), farmer.email);
    await type(page.getByRole('textbox', { name: hi['login.password'], exact: true }), farmer.password);
    await tap(page.getByRole('button', { name: hi['login.submit'], exact: true }));
    await expect(toast(page, hi['server.loggedIn']!)).toBeVisible();
  });

  await test.step('posts a crop without touching the unit; the form speaks Hindi', async () => {
    await tap(page.getByRole('link', { name: hi['farmerHome.post'] }));
    const unit = page.getByRole('combobox', { name: hi['upload.unit'] });
    await expect(unit).toHaveValue('kg');
    await type(page.getByRole('textbox', { name: hi['upload.productName'] }), cropName);
    await type(page.getByRole('textbox', { name: hi['upload.price'] }), '22');
    await type(page.getByRole('textbox', { name: hi['upload.quantity'] }), '400');
    const description = page.getByRole('textbox', { name: hi['upload.description'] });
    await expect(description).toHaveAccessibleDescription(hi['posting.descriptionHint']!);
    await type(description, 'सूखा और सख़्त, 50 किलो की बोरियों में; लासलगाँव मंडी के पास खेत से उठाएँ।');

    // The crop's varieties, offered once the mandi answer names the crop, are in Hindi.
    await page.getByText(hi['listing.more']!).click();
    const chips = page.getByRole('group', { name: hi['listing.varietySuggestions'] });
    await expect(chips).toBeVisible();
    const names = await chips.getByRole('button').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).not.toMatch(LATIN);
    await expect(page.getByText(hi['prices.sourceShort']!)).toBeVisible();
    await savePageImage(page, testInfo, 'posting-form-hi', { fullPage: false });
    await page.getByRole('textbox', { name: hi['upload.productName'] }).scrollIntoViewIfNeeded();
    await savePageImage(page, testInfo, 'posting-form-hi-top', { fullPage: false });
    await screenshot(page, testInfo, 'posting-form-hi-full');

    await tap(page.getByRole('button', { name: hi['state.postProduct'], exact: true }));
    await expect(toast(page, hi['toast.productPosted']!)).toBeVisible();
  });

  await test.step('on another phone, never set to a language, signing in brings back Hindi', async () => {
    const other = await secondContext(browser, testInfo);
    try {
      const phone = await other.newPage();
      await phone.goto('/login');
      await expect(phone.locator('html')).toHaveAttribute('lang', 'en');
      await phone.getByRole('textbox', { name: 'Email' }).fill(farmer.email);
      await phone.getByRole('textbox', { name: 'Password', exact: true }).fill(farmer.password);
      await phone.getByRole('radio', { name: 'Seller (farmer)' }).check();
      await phone.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(phone.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(phone.getByRole('link', { name: hi['farmerHome.post'] })).toBeVisible();
    } finally {
      await other.close();
    }
  });

  // What the journey cost the farmer, for the record (the "More about this crop" check above is not counted).
  testInfo.annotations.push({ type: 'effort', description: `${taps} taps, ${typed} typed fields` });
  console.log(`posting journey: ${taps} taps, ${typed} typed fields`);
  expect(taps).toBeLessThanOrEqual(5);
});
