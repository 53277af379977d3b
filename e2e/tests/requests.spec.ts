import type { Locator, Page } from '@playwright/test';
import { apiSession, createProductViaApi, registerViaApi } from '../support/api';
import { expectAccessible } from '../support/a11y';
import type { Crop } from '../support/data';
import { newCrop, newPerson } from '../support/data';
import { COLOURS, jpeg } from '../support/images';
import { test, expect } from '../support/test';
import {
  chatLauncher,
  loginViaUi,
  navItems,
  phoneText,
  screenshot,
  secondContext,
  settled,
  toast,
} from '../support/ui';

/** India Post PIN codes a few km apart: the buyer's market (Nashik Road) and the farmer's (Nashik City). */
const BUYER_PIN = '422101';
const FARMER_PIN = '422001';

/** The open chat panel (a side panel on a desktop, the whole screen on a phone). */
function chatPanel(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Close chat' }) });
}

/** A request card, by the buyer's (unique) name: every run's requirements share the one "Red onion" crop. */
function requestCard(scope: Page | Locator, buyerName: string): Locator {
  return scope.getByRole('article').filter({ hasText: buyerName });
}

test('a buyer posts a requirement, a farmer nearby offers with a listing, the buyer sees it on the request and live in chat', async ({
  page: buyerPage,
  browser,
  baseURL,
}, testInfo) => {
  const farmer = newPerson('seller', testInfo);
  const buyer = newPerson('user', testInfo);
  const crop: Crop & { pincode: string } = {
    ...newCrop('Onion', testInfo, { unit: 'quintal', price: '1750', quantity: '80' }),
    pincode: FARMER_PIN,
  };
  await registerViaApi(buyerPage.request, farmer);
  await registerViaApi(buyerPage.request, buyer);
  const session = await apiSession(baseURL!, farmer);
  const listing = await createProductViaApi(session, crop, [await jpeg('onion.jpg', COLOURS.tomato)]);
  await session.dispose();
  const offerText = `Lasalgaon red onion, 55 mm and up, dry. Ready on Monday. (${Date.now()})`;

  await test.step('the buyer posts "Red onion", 50 quintal, near a PIN code', async () => {
    await loginViaUi(buyerPage, buyer);
    const nav = await navItems(buyerPage);
    await nav.getByRole('link', { name: 'My requirements' }).click();
    await expect(buyerPage.getByRole('heading', { name: 'My requirements', level: 1 })).toBeVisible();
    await expect(buyerPage.getByText('You have not posted a requirement yet.')).toBeVisible();
    await buyerPage.getByRole('link', { name: 'Post a requirement' }).first().click();
    await expect(buyerPage.getByRole('heading', { name: 'Post a requirement', level: 1 })).toBeVisible();
    await buyerPage.getByRole('combobox', { name: 'Crop' }).fill('Red onion');
    await buyerPage.getByRole('textbox', { name: 'Quantity' }).fill('50');
    await buyerPage.getByRole('combobox', { name: 'Unit' }).selectOption('quintal');
    await buyerPage.getByRole('textbox', { name: 'Maximum price per unit (₹)' }).fill('1800');
    await buyerPage.getByRole('textbox', { name: 'PIN code (optional)' }).fill(BUYER_PIN);
    await expect(buyerPage.getByRole('combobox', { name: 'Farmers within' })).toHaveValue('100');
    await buyerPage
      .getByRole('textbox', { name: 'Notes (optional)' })
      .fill('Dry, 50 mm and up, in 50 kg bags.');
    await settled(buyerPage);
    await screenshot(buyerPage, testInfo, 'request-new');
    await expectAccessible(buyerPage, testInfo, 'request-new', { exclude: ['[data-sonner-toaster]'] });
    await buyerPage.getByRole('button', { name: 'Post requirement' }).click();
    await expect(toast(buyerPage, 'Requirement posted. Farmers nearby will be told.')).toBeVisible();
    await expect(buyerPage).toHaveURL(/\/requests$/);
    const card = requestCard(buyerPage, buyer.fullName);
    await expect(card.getByRole('heading', { name: 'Red onion' })).toBeVisible();
    await expect(card).toContainText('Needs 50 quintal');
    await expect(buyerPage.getByText('No offers yet. Farmers nearby have been told.')).toBeVisible();
  });

  await test.step('the buyer opens the chat panel, with no conversation yet', async () => {
    await (await chatLauncher(buyerPage)).click();
    await expect(chatPanel(buyerPage).getByRole('heading', { name: 'Chat' })).toBeVisible();
  });

  const farmerContext = await secondContext(browser, testInfo);
  const farmerPage = await farmerContext.newPage();
  const farmerErrors: string[] = [];
  farmerPage.on('pageerror', (error) => farmerErrors.push(error.message));

  await test.step('the farmer finds it under Buyers near you, with its distance', async () => {
    await loginViaUi(farmerPage, farmer);
    const nav = await navItems(farmerPage);
    await nav.getByRole('link', { name: 'Buyers near you' }).click();
    await expect(farmerPage.getByRole('heading', { name: 'Buyers near you', level: 1 })).toBeVisible();
    await farmerPage.getByRole('textbox', { name: 'PIN code' }).fill(FARMER_PIN);
    await farmerPage.getByRole('button', { name: 'Use PIN' }).click();
    await expect(farmerPage.getByText(/^Distances from PIN 422001/)).toBeVisible();
    const card = requestCard(farmerPage.getByRole('list', { name: 'Requirements' }), buyer.fullName);
    await expect(card).toContainText(/~\d+ km|< 1 km/);
    await expect(card).toContainText('Needs 50 quintal');
    await expect(card).toContainText(/Up to ₹1,800/);
    // Never the buyer's phone or email.
    await expect(phoneText(farmerPage, buyer.phoneNumber)).toHaveCount(0);
    await expect(farmerPage.getByText(buyer.email)).toHaveCount(0);
    await settled(farmerPage);
    await screenshot(farmerPage, testInfo, 'requests-near');
    await expectAccessible(farmerPage, testInfo, 'requests-near', { exclude: ['[data-sonner-toaster]'] });
    await card.getByRole('link', { name: 'Offer on Red onion' }).click();
    await expect(farmerPage).toHaveURL(/\/requests\/[^/]+$/);
  });

  await test.step('the farmer offers with their onion listing; the chat with the buyer opens with it', async () => {
    const form = farmerPage.getByRole('form', { name: 'Make an offer' });
    await form.getByRole('textbox', { name: 'Your price per unit (₹)' }).fill('1700');
    await form.getByRole('textbox', { name: 'Quantity you can supply' }).fill('40');
    await form.getByRole('textbox', { name: 'Message to the buyer' }).fill(offerText);
    await form.getByRole('combobox', { name: 'One of your listings (optional)' }).selectOption(listing._id);
    await form.getByRole('button', { name: 'Send offer' }).click();
    await expect(toast(farmerPage, 'Offer sent. The buyer will see it in chat.')).toBeVisible();
    const log = chatPanel(farmerPage).getByRole('log', { name: `Messages with ${buyer.fullName}` });
    await expect(log.getByText(offerText)).toBeVisible();
    await expect(log.getByRole('link', { name: /^Offer Red onion/ })).toBeVisible();
  });

  await test.step('the offer arrives live in the buyer’s chat, with the listing card', async () => {
    const panel = chatPanel(buyerPage);
    const contact = panel.getByRole('button', { name: `Chat with ${farmer.fullName}`, exact: true });
    await expect(contact).toBeVisible();
    await contact.click();
    const log = panel.getByRole('log', { name: `Messages with ${farmer.fullName}` });
    await expect(log.getByText(offerText)).toBeVisible();
    const offerCard = log.getByRole('link', { name: /^Offer Red onion/ });
    await expect(offerCard).toContainText(/₹1,700/);
    await expect(offerCard).toContainText('Quantity: 40 quintal');
    await expect(
      log.getByRole('link', { name: `Open the listing ${crop.productName}`, exact: true }),
    ).toBeVisible();
    await settled(buyerPage);
    await screenshot(buyerPage, testInfo, 'request-offer-chat');
    await expectAccessible(buyerPage, testInfo, 'request-offer-chat', { include: '[role="dialog"]' });
    await panel.getByRole('button', { name: 'Close chat' }).click();
  });

  await test.step('the buyer sees the offer on the request page, and closes the request', async () => {
    await requestCard(buyerPage, buyer.fullName).getByRole('link', { name: 'View' }).click();
    await expect(buyerPage.getByRole('heading', { name: 'Red onion', level: 1 })).toBeVisible();
    const offers = buyerPage.getByRole('list', { name: 'Offers' });
    await expect(offers.getByText(`Offer from ${farmer.fullName}`)).toBeVisible();
    await expect(offers).toContainText(/₹1,700/);
    await expect(offers).toContainText('Can supply 40 quintal');
    await expect(offers.getByText(offerText)).toBeVisible();
    await expect(
      offers.getByRole('link', { name: `Open the listing ${crop.productName}`, exact: true }),
    ).toBeVisible();
    await settled(buyerPage);
    await screenshot(buyerPage, testInfo, 'request-offers');
    await expectAccessible(buyerPage, testInfo, 'request-offers', { exclude: ['[data-sonner-toaster]'] });
    await buyerPage.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(toast(buyerPage, 'Request closed')).toBeVisible();
    await expect(buyerPage.getByText('Closed', { exact: true })).toBeVisible();
  });

  await farmerContext.close();
  expect(farmerErrors, "uncaught errors on the farmer's page").toEqual([]);
});
