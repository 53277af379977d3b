import type { Locator } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { registerViaApi, sellerWithCrop } from '../support/api';
import { newCrop, newPerson } from '../support/data';
import { COLOURS, jpeg } from '../support/images';
import { test, expect } from '../support/test';
import { chatLauncher, chatPanel, loginViaUi, ROLE_LABEL, secondContext, toast } from '../support/ui';

/*
 * On a 360 × 740 touch phone (the phone project): a visitor opens a listing, taps Chat, logs in and lands
 * back in the conversation about that listing with its card pinned, sends a quick reply, and the farmer sees which
 * listing the message is about.
 */

/** Every tap target at least 48 px tall (the rule for the new controls). */
async function expectTall(targets: Locator): Promise<void> {
  for (const target of await targets.all()) {
    const box = await target.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
  }
}

test('a visitor taps Chat on a listing, logs in, is back in the conversation about it and sends a quick reply the farmer sees with the listing', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const farmer = newPerson('seller', testInfo);
  const crop = newCrop('Onion', testInfo, { unit: 'quintal', price: '1800', quantity: '30' });
  const { sellerId, product } = await sellerWithCrop(baseURL!, farmer, crop, [
    await jpeg('onion.jpg', COLOURS.tomato),
  ]);
  const buyer = newPerson('user', testInfo);
  await registerViaApi(page.request, buyer);
  const price = /1,800.*quintal/;

  await test.step('the visitor opens the listing and sees Chat and Add to Wishlist', async () => {
    await page.goto(`/description/${product._id}`);
    await expect(page.getByRole('heading', { name: crop.productName, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Wishlist' })).toBeVisible();
    await page.getByRole('button', { name: `Chat with ${farmer.fullName}`, exact: true }).click();
  });

  await test.step('Chat sends them to log in, saying they will come back', async () => {
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByRole('status').filter({ hasText: `Log in to chat with ${farmer.fullName}.` }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill(buyer.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(buyer.password);
    await page.getByRole('radio', { name: ROLE_LABEL.user }).check();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toast(page, 'Logged in successfully')).toBeVisible();
  });

  const panel = chatPanel(page);
  await test.step('after login they are in the conversation with the farmer, the listing pinned at its top', async () => {
    // On a phone the conversation is a page of its own, so the phone's Back button leaves it.
    await expect(page).toHaveURL(new RegExp(`/chat/${sellerId}$`));
    await expect(panel.getByRole('heading', { name: farmer.fullName })).toBeVisible();
    const pinned = panel.getByRole('region', { name: 'The listing this chat is about' });
    await expect(pinned.getByText(crop.productName, { exact: true })).toBeVisible();
    await expect(pinned.getByText(price)).toBeVisible();
    await expect(pinned.getByText('In Stock')).toBeVisible();
    // The listing's photo has loaded (a decorative image: the name beside it says what it is).
    await expect
      .poll(() => pinned.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expectTall(panel.getByRole('group', { name: 'Quick replies' }).getByRole('button'));
    await expectAccessible(page, testInfo, 'chat-about-product-phone');
  });

  await test.step('Back leaves the chat for the listing the visitor started from', async () => {
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/description/${product._id}$`));
    await expect(panel).toHaveCount(0);
    await page.getByRole('button', { name: `Chat with ${farmer.fullName}`, exact: true }).click();
    await expect(panel.getByRole('region', { name: 'The listing this chat is about' })).toBeVisible();
  });

  await test.step('a quick reply is sent as a message carrying the listing', async () => {
    await panel
      .getByRole('group', { name: 'Quick replies' })
      .getByRole('button', { name: 'Is it still available?' })
      .click();
    const log = panel.getByRole('log', { name: `Messages with ${farmer.fullName}` });
    await expect(log.getByText('Is it still available?', { exact: true })).toBeVisible();
    await expect(log.getByText('Sending...')).toHaveCount(0);
    await expect(log.getByRole('link', { name: `Open the listing ${crop.productName}` })).toBeVisible();
  });

  await test.step('the farmer sees which listing the message is about', async () => {
    const farmerContext = await secondContext(browser, testInfo);
    try {
      const farmerPage = await farmerContext.newPage();
      await loginViaUi(farmerPage, farmer);
      // On a phone the login toast sits over the floating button until it goes.
      await expect(toast(farmerPage, 'Logged in successfully')).toHaveCount(0);
      await (await chatLauncher(farmerPage)).click();
      const farmerPanel = chatPanel(farmerPage);
      const contact = farmerPanel.getByRole('button', { name: `Chat with ${buyer.fullName}`, exact: true });
      await expect(contact).toContainText('Is it still available?');
      // The name sits in Unicode isolation marks (right-to-left safe), hence the pattern.
      await expect(contact).toContainText(new RegExp(`About \\W?${crop.productName}`));
      await contact.click();
      const pinned = farmerPanel.getByRole('region', { name: 'The listing this chat is about' });
      await expect(pinned.getByText(crop.productName, { exact: true })).toBeVisible();
      const log = farmerPanel.getByRole('log', { name: `Messages with ${buyer.fullName}` });
      await expect(log.getByRole('link', { name: `Open the listing ${crop.productName}` })).toBeVisible();
      await expect(log.getByText(price)).toBeVisible();
      // The farmer's own quick replies, one tap each.
      await farmerPanel
        .getByRole('group', { name: 'Quick replies' })
        .getByRole('button', { name: 'Yes, available' })
        .click();
      await expect(log.getByText('Yes, available', { exact: true })).toBeVisible();
    } finally {
      await farmerContext.close();
    }
    const buyerLog = panel.getByRole('log', { name: `Messages with ${farmer.fullName}` });
    await expect(buyerLog.getByText('Yes, available', { exact: true })).toBeVisible();
  });
});
