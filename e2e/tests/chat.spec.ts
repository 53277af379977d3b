import type { Locator } from '@playwright/test';
import { registerViaApi, sellerWithCrop } from '../support/api';
import { expectAccessible } from '../support/a11y';
import { newCrop, newPerson } from '../support/data';
import { COLOURS, jpeg } from '../support/images';
import { test, expect } from '../support/test';
import { chatLauncher, chatPanel, loginViaUi, screenshot, secondContext, settled } from '../support/ui';

/** The 'Online' / 'Offline' label in the panel's header (the conversation view). */
function headerPresence(panel: Locator): Locator {
  return panel.getByText(/^(Online|Offline)$/).first();
}

test('a buyer and a farmer chat live in two browsers and see each other online', async ({
  page: buyerPage,
  browser,
  baseURL,
}, testInfo) => {
  const farmer = newPerson('seller', testInfo);
  const crop = newCrop('Potato', testInfo);
  const { product } = await sellerWithCrop(baseURL!, farmer, crop, [
    await jpeg('potato.jpg', COLOURS.potato),
  ]);
  const buyer = newPerson('user', testInfo);
  await registerViaApi(buyerPage.request, buyer);

  const farmerContext = await secondContext(browser, testInfo);
  const farmerPage = await farmerContext.newPage();
  const farmerErrors: string[] = [];
  farmerPage.on('pageerror', (error) => farmerErrors.push(error.message));
  const hello = `Namaste! Is the ${crop.productName} still available? (${Date.now()})`;
  const reply = `Yes, 400 kg ready for pickup on Monday. (${Date.now()})`;

  await test.step('the farmer logs in and opens the chat panel from the floating Chat button', async () => {
    await loginViaUi(farmerPage, farmer);
    await (await chatLauncher(farmerPage)).click();
    const panel = chatPanel(farmerPage);
    await expect(panel.getByRole('heading', { name: 'Chat' })).toBeVisible();
    await expect(panel.getByRole('searchbox', { name: 'Search users...' })).toBeVisible();
    await expect(
      panel.getByText('No conversations yet. Buyers who write to you will appear here.'),
    ).toBeVisible();
  });

  await test.step('the buyer opens the crop and presses Chat', async () => {
    await loginViaUi(buyerPage, buyer);
    await expect(await chatLauncher(buyerPage)).toHaveAccessibleName('Open chat');
    await buyerPage.goto(`/description/${product._id}`);
    await buyerPage.getByRole('button', { name: `Chat with ${farmer.fullName}`, exact: true }).click();
    const panel = chatPanel(buyerPage);
    await expect(panel.getByRole('heading', { name: farmer.fullName })).toBeVisible();
    await expect(panel.getByText('No messages yet. Say hello and ask about the crop.')).toBeVisible();
  });

  // Presence is shared between conversation partners only (the server's privacy rule), so the farmer shows Online
  // to the buyer once the first message has made them partners.
  await test.step('the buyer sends a message with Enter and sees the farmer Online', async () => {
    const panel = chatPanel(buyerPage);
    const box = panel.getByRole('textbox', { name: `Message to ${farmer.fullName}` });
    await box.fill(hello);
    await box.press('Enter');
    await expect(box).toHaveValue('');
    const log = panel.getByRole('log', { name: `Messages with ${farmer.fullName}` });
    await expect(log.getByText(hello, { exact: true })).toBeVisible();
    await expect(log.getByText('Sending...')).toHaveCount(0);
    await expect(headerPresence(panel)).toHaveText('Online');
  });

  await test.step('the message arrives live at the farmer, who sees the buyer Online', async () => {
    const panel = chatPanel(farmerPage);
    const contact = panel.getByRole('button', { name: `Chat with ${buyer.fullName}`, exact: true });
    await expect(contact).toBeVisible();
    await expect(contact).toContainText(hello);
    await expect(contact).toContainText('Online');
    await contact.click();
    await expect(panel.getByRole('heading', { name: buyer.fullName })).toBeVisible();
    await expect(headerPresence(panel)).toHaveText('Online');
    await expect(
      panel.getByRole('log', { name: `Messages with ${buyer.fullName}` }).getByText(hello, { exact: true }),
    ).toBeVisible();
  });

  await test.step('the farmer replies with the Send button; it arrives live at the buyer', async () => {
    const panel = chatPanel(farmerPage);
    await panel.getByRole('textbox', { name: `Message to ${buyer.fullName}` }).fill(reply);
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(panel.getByRole('log').getByText(reply, { exact: true })).toBeVisible();
    const buyerLog = chatPanel(buyerPage).getByRole('log', { name: `Messages with ${farmer.fullName}` });
    await expect(buyerLog.getByText(reply, { exact: true })).toBeVisible();
    await expect(buyerLog.getByRole('listitem')).toHaveCount(2);
  });

  await test.step('the chat panel (conversation and contact list) passes axe and is photographed', async () => {
    const panel = chatPanel(buyerPage);
    await settled(buyerPage);
    await screenshot(buyerPage, testInfo, 'chat-conversation');
    await expectAccessible(buyerPage, testInfo, 'chat-conversation', { include: '[role="dialog"]' });
    await panel.getByRole('button', { name: 'Back to conversations' }).click();
    await expect(
      panel.getByRole('button', { name: `Chat with ${farmer.fullName}`, exact: true }),
    ).toContainText(reply);
    await screenshot(buyerPage, testInfo, 'chat-contacts');
    await expectAccessible(buyerPage, testInfo, 'chat-contacts', { include: '[role="dialog"]' });
  });

  await test.step('when the farmer leaves, the buyer sees them Offline', async () => {
    await farmerContext.close();
    expect(farmerErrors, "uncaught errors on the farmer's page").toEqual([]);
    const contact = chatPanel(buyerPage).getByRole('button', {
      name: `Chat with ${farmer.fullName}`,
      exact: true,
    });
    await expect(contact).toContainText('Offline');
  });
});
