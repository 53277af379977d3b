import { registerViaApi, sellerWithCrop } from '../support/api';
import { newCrop, newPerson } from '../support/data';
import { COLOURS, jpeg } from '../support/images';
import { test, expect } from '../support/test';
import { chatLauncher, chatPanel, loginViaUi, secondContext } from '../support/ui';

/*
 * On patchy mobile data a message typed with no connection is not lost. It waits as "Sending...", goes
 * when the connection returns, and the farmer gets it exactly once.
 */

test('a message typed offline is sent once when the connection returns', async ({
  page: buyerPage,
  context: buyerContext,
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
  const first = `Is the potato still there? (${Date.now()})`;
  const offline = `I can collect on Monday, 20 bags. (${Date.now()})`;

  await test.step('the buyer and the farmer are talking', async () => {
    await loginViaUi(farmerPage, farmer);
    await loginViaUi(buyerPage, buyer);
    await buyerPage.goto(`/description/${product._id}`);
    await buyerPage.getByRole('button', { name: `Chat with ${farmer.fullName}`, exact: true }).click();
    const box = chatPanel(buyerPage).getByRole('textbox', { name: `Message to ${farmer.fullName}` });
    await box.fill(first);
    await box.press('Enter');
    await (await chatLauncher(farmerPage)).click();
    await chatPanel(farmerPage)
      .getByRole('button', { name: `Chat with ${buyer.fullName}`, exact: true })
      .click();
    await expect(chatPanel(farmerPage).getByRole('log').getByText(first, { exact: true })).toBeVisible();
  });

  await test.step('with no connection, the message waits as Sending... and the farmer has nothing yet', async () => {
    await buyerContext.setOffline(true);
    const panel = chatPanel(buyerPage);
    const box = panel.getByRole('textbox', { name: `Message to ${farmer.fullName}` });
    await box.fill(offline);
    await box.press('Enter');
    await expect(box).toHaveValue('');
    const log = panel.getByRole('log', { name: `Messages with ${farmer.fullName}` });
    await expect(log.getByText(offline, { exact: true })).toBeVisible();
    await expect(log.getByText('Sending...')).toBeVisible();
    await farmerPage.waitForTimeout(1_500);
    await expect(chatPanel(farmerPage).getByRole('log').getByText(offline, { exact: true })).toHaveCount(0);
  });

  await test.step('back online, it goes by itself and arrives once', async () => {
    await buyerContext.setOffline(false);
    const log = chatPanel(buyerPage).getByRole('log', { name: `Messages with ${farmer.fullName}` });
    await expect(log.getByText('Sending...')).toHaveCount(0, { timeout: 15_000 });
    const farmerLog = chatPanel(farmerPage).getByRole('log');
    await expect(farmerLog.getByText(offline, { exact: true })).toHaveCount(1, { timeout: 15_000 });
    // After a reload (what a reconnecting phone fetches), still once.
    await farmerPage.reload();
    // The panel comes back as it was (open on this conversation), fetched afresh from the server.
    const reloaded = chatPanel(farmerPage).getByRole('log', { name: `Messages with ${buyer.fullName}` });
    await expect(reloaded.getByText(first, { exact: true })).toBeVisible();
    await expect(reloaded.getByText(offline, { exact: true })).toHaveCount(1);
  });

  await farmerContext.close();
});
