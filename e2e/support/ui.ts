import type { Browser, BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from './test';
import type { Crop, Person } from './data';
import type { UploadFile } from './images';

/** Below Tailwind's `md` the nav's links move into the menu. */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

export const ROLE_LABEL = { user: 'User (buyer)', seller: 'Seller (farmer)' } as const;

/** The /search address of a search: its name and address, then the near-me choice, as the app writes them. */
export function searchPath(params: Record<string, string>): string {
  return `/search?${new URLSearchParams(params).toString()}`;
}

/**
 * Chooses where on /search or /product as a person does, in the one place for it: the where chip's sheet, its
 * "PIN code or place" box (on /product "Your PIN code"), then Show results.
 */
export async function chooseWhere(page: Page, where: string): Promise<void> {
  await page.getByRole('button', { name: /^Where:/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Where' });
  const box = sheet.getByRole('textbox', { name: /^(PIN code or place|Your PIN code)$/ });
  await box.fill(where);
  await box.press('Enter');
  const key = /^\d{6}$/.test(where) ? 'pincode' : 'address';
  await expect.poll(() => new URL(page.url()).searchParams.get(key)).toBe(where.trim());
  await sheet.getByRole('button', { name: 'Show results' }).click();
  await expect(sheet).toBeHidden();
}

/** A phone number anywhere on the page, as given or as the app groups it ('+91 98220 99123'). */
export function phoneText(page: Page, phoneNumber: string): Locator {
  const digits = phoneNumber.replace(/\D/g, '').slice(-10);
  return page.getByText(phoneNumber).or(page.getByText(`${digits.slice(0, 5)} ${digits.slice(5)}`));
}

/** A sonner toast with exactly this text. */
export function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').getByText(text, { exact: true });
}

/**
 * The top bar's links and buttons: on a phone the menu is opened first (the items live there), on a desktop the nav
 * shows them inline. Returns the header to look inside.
 */
export async function navItems(page: Page): Promise<Locator> {
  const header = page.getByRole('banner');
  if (isPhone(page)) {
    // The menu button ('Open menu' / 'Close menu', in either language) is the one with a pressed state.
    const toggle = header.locator('button[aria-expanded]');
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  return header;
}

/**
 * The language picker: the globe in the bar, or (signed in, on a phone too narrow for it there) the row in the menu,
 * which is opened first. Found by its English name, as a journey starts in English.
 */
export async function languagePicker(page: Page): Promise<Locator> {
  const picker = page.getByRole('banner').getByRole('combobox', { name: 'Language' });
  if (!(await picker.isVisible())) await navItems(page);
  return picker;
}

/** The open chat panel (a dialog with its Close chat button): the whole screen on a phone. */
export function chatPanel(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Close chat' }) });
}

/**
 * The floating Chat button, with the page scrolled to its end: mid-page the button steps aside from whatever card or
 * control is under it, and the room kept after the footer is where it always shows. Fails when it never shows.
 */
export async function chatLauncher(page: Page): Promise<Locator> {
  const launcher = page.getByRole('button', { name: /^Open chat/ });
  // A page still loading its cards grows under the scroll: the end is taken again until the button is there.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return launcher.isVisible();
    })
    .toBe(true);
  return launcher;
}

/** The buyer's wishlist link with its count badge (outside the phone menu, so it is one element either way). */
export function wishlistLink(page: Page): Locator {
  return page
    .getByRole('banner')
    .getByRole('link', { name: /^Wishlist, \d+ items?$/ })
    .first();
}

export async function expectWishlistBadge(page: Page, count: number): Promise<void> {
  const link = wishlistLink(page);
  await expect(link).toHaveAccessibleName(`Wishlist, ${count} ${count === 1 ? 'item' : 'items'}`);
  await expect(link).toHaveText(new RegExp(`(^|\\D)${count}$`));
}

export async function fillSignup(page: Page, person: Person, photo?: UploadFile): Promise<void> {
  await page.getByRole('textbox', { name: 'Full name' }).fill(person.fullName);
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(person.phoneNumber);
  await page.getByRole('radio', { name: ROLE_LABEL[person.role] }).check();
  if (person.role === 'seller')
    await page.getByRole('textbox', { name: 'Aadhar number' }).fill(person.aadhaarNumber ?? '');
  await page.getByRole('textbox', { name: 'Address' }).fill(person.address);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(person.password);
  if (photo) await page.getByLabel('Profile photo', { exact: true }).setInputFiles(photo);
}

/** Signs up through the form and lands on /login, as a person would. */
export async function signupViaUi(page: Page, person: Person, photo?: UploadFile): Promise<void> {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create your account', level: 1 })).toBeVisible();
  await fillSignup(page, person, photo);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(toast(page, 'Account created. Please log in.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

/** Logs in through the form and lands on the home page with the nav of a signed-in user. */
export async function loginViaUi(page: Page, person: Person): Promise<void> {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
  await page.getByRole('radio', { name: ROLE_LABEL[person.role] }).check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(toast(page, 'Logged in successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { name: 'KisanSetu: farmers and buyers, directly', level: 1 }),
  ).toBeVisible();
}

/** Fills 'Post New Crop' (the photos are chosen separately). */
export async function fillCropForm(page: Page, crop: Crop): Promise<void> {
  await page.getByRole('textbox', { name: 'Product name' }).fill(crop.productName);
  await page.getByRole('textbox', { name: 'Price (₹)' }).fill(crop.price);
  await page.getByRole('combobox', { name: 'Unit' }).selectOption(crop.unit);
  await page.getByRole('textbox', { name: 'Quantity' }).fill(crop.quantity);
  await page.getByRole('combobox', { name: 'Availability' }).selectOption(crop.availability);
  await page.getByRole('textbox', { name: 'Address' }).fill(crop.address);
  await page.getByRole('textbox', { name: 'Description' }).fill(crop.description);
}

/** A product card in a grid, by its exact name. */
export function productCard(scope: Page | Locator, name: string): Locator {
  const page = 'page' in scope ? scope.page() : scope;
  return scope.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** Pages through search results with Load More until the card shows (a busy database may push it down). */
export async function findInResults(page: Page, name: string): Promise<Locator> {
  const card = productCard(page.getByRole('list', { name: 'Search results' }), name);
  const more = page.getByRole('button', { name: 'Load More' });
  for (let round = 0; round < 10; round += 1) {
    await expect(card.or(more).first()).toBeVisible();
    if (await card.isVisible()) return card;
    const shown = await page.getByRole('list', { name: 'Search results' }).getByRole('article').count();
    await more.click();
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('article')).not.toHaveCount(
      shown,
    );
  }
  await expect(card).toBeVisible();
  return card;
}

/** Waits until the page's fonts and its eagerly loaded images are in (lazy ones load as they scroll into view). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    await document.fonts.ready;
    return Array.from(document.images).every((img) => img.loading === 'lazy' || img.complete);
  });
}

const SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/**
 * The page as it is drawn now, written to e2e/screenshots/<project>/<name>.png: whole, or only the screen a person
 * sees (`fullPage: false`). Returns the file.
 */
export async function savePageImage(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<string> {
  const dir = path.join(SCREENSHOT_DIR, testInfo.project.name);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage, animations: 'disabled', caret: 'hide', scale: 'css' });
  return file;
}

/**
 * A full-page screenshot kept under e2e/screenshots/<project>/ and attached to the HTML report. Lazy images below
 * the fold are loaded first, so the picture shows the whole page as a person scrolling it would see it.
 */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.evaluate(() =>
    document
      .querySelectorAll<HTMLImageElement>('img[loading="lazy"]')
      .forEach((img) => (img.loading = 'eager')),
  );
  await settled(page);
  const file = await savePageImage(page, testInfo, name);
  await testInfo.attach(`${testInfo.project.name}-${name}`, { path: file, contentType: 'image/png' });
}

/** A second person at the same time: a new browser context with this project's viewport and settings. */
export async function secondContext(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, locale, timezoneId, serviceWorkers } =
    testInfo.project.use;
  return browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    locale,
    timezoneId,
    serviceWorkers,
  });
}

/**
 * Once the service worker (the app's offline shell) is installed, reloads the listing page on show with no
 * connection and expects it back, with its name and the notice of the time it shows. The connection stays off.
 */
export async function reloadListingOffline(page: Page, context: BrowserContext, name: string): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: /You are offline — showing what you saw at/ }),
  ).toBeVisible();
}
