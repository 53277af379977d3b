import { request, type Page } from '@playwright/test';
import { API, apiSession, provePhoneViaApi, registerViaApi } from '../support/api';
import { newCrop, newPerson, type Person } from '../support/data';
import { COLOURS, jpeg } from '../support/images';
import { test, expect } from '../support/test';
import { fillCropForm, loginViaUi, screenshot, secondContext, toast } from '../support/ui';

/*
 * Offers until a deadline on two phones: a farmer opens a lot of onion for offers until tomorrow at 17:00, three
 * buyers offer for the whole lot, a buyer sees how many offers there are but no amount, the farmer compares them on one
 * screen and accepts the best; the other buyers find their offer closed in their chats.
 */

/** Tomorrow's date in India, as a date field takes it (YYYY-MM-DD). */
function tomorrowInIndia(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(Date.now() + 86_400_000);
}

/** The open chat panel (the whole screen on a phone). */
function chatPanel(page: Page) {
  return page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Close chat' }) });
}

test('a farmer opens a lot for offers until tomorrow 17:00, compares three offers and accepts the best', async ({
  page: farmerPage,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const farmer = newPerson('seller', testInfo);
  const crop = newCrop('Onion', testInfo, { unit: 'quintal', price: '1800', quantity: '6' });
  const buyers: Person[] = ['Sunita', 'Anil', 'Meena'].map((name) =>
    newPerson('user', testInfo, { fullName: `${name} ${testInfo.workerIndex}${Date.now() % 1000}` }),
  );
  await registerViaApi(farmerPage.request, farmer);
  let productId = '';

  await test.step('the farmer posts the lot, open for offers until tomorrow at 17:00', async () => {
    await loginViaUi(farmerPage, farmer);
    await farmerPage.goto('/upload');
    await farmerPage
      .getByLabel('Add photo 1', { exact: true })
      .setInputFiles(await jpeg('onion.jpg', COLOURS.potato));
    await fillCropForm(farmerPage, crop);
    const deadline = farmerPage.getByRole('group', { name: /Open for offers until/ });
    await deadline.getByLabel('Day').fill(tomorrowInIndia());
    await deadline.getByRole('combobox', { name: 'Hour' }).selectOption('17');
    await farmerPage.getByRole('button', { name: 'Post Product' }).click();
    await expect(toast(farmerPage, 'Product posted successfully!')).toBeVisible();
    const me = await farmerPage.request.get(`${API}/user/me`);
    const farmerId = ((await me.json()) as { data: { user: { _id: string } } }).data.user._id;
    const mine = await farmerPage.request.get(`${API}/product/my/${farmerId}`);
    const lot = ((await mine.json()) as { data: { myProduct: { _id: string; offersUntil: string }[] } }).data
      .myProduct[0]!;
    productId = lot._id;
    // 17:00 in India is 11:30 UTC.
    expect(lot.offersUntil).toBe(`${tomorrowInIndia()}T11:30:00.000Z`);
  });

  await test.step('three buyers offer for the whole lot', async () => {
    // Their own request context: the farmer's page keeps its session.
    const anonymous = await request.newContext({ baseURL });
    for (const [i, buyer] of buyers.entries()) {
      await registerViaApi(anonymous, buyer);
      await provePhoneViaApi(anonymous, buyer);
      const session = await apiSession(baseURL!, buyer);
      const offered = await session.post(`${API}/deal/propose`, {
        data: { productId, price: [1850, 1800, 1820][i], quantity: 6 },
      });
      expect(offered.status(), await offered.text()).toBe(201);
      await session.dispose();
    }
    await anonymous.dispose();
  });

  const buyerContext = await secondContext(browser, testInfo);
  const buyerPage = await buyerContext.newPage();

  await test.step('a buyer sees the deadline and how many offers there are, never an amount', async () => {
    await loginViaUi(buyerPage, buyers[1]!);
    await buyerPage.goto(`/description/${productId}`);
    const line = buyerPage.getByText(/Open for offers until .* · 3 offers/);
    await expect(line).toBeVisible();
    await expect(buyerPage.getByRole('main')).not.toContainText('1,850');
    await expect(buyerPage.getByRole('main')).not.toContainText('1,820');
  });

  await test.step('the farmer compares the offers on one screen, best first, and accepts the best', async () => {
    await farmerPage.goto(`/offers/${productId}`);
    const list = farmerPage.getByRole('list', { name: 'Offers, best price first' });
    const offers = list.getByRole('listitem');
    await expect(offers).toHaveCount(3);
    await expect(offers.nth(0)).toContainText(buyers[0]!.fullName);
    await expect(offers.nth(0)).toContainText('1,850');
    await expect(offers.nth(1)).toContainText(buyers[2]!.fullName);
    await expect(offers.nth(2)).toContainText(buyers[1]!.fullName);
    expect(await farmerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      farmerPage.viewportSize()!.width,
    );
    await screenshot(farmerPage, testInfo, 'offers-ranked');
    await offers
      .nth(0)
      .getByRole('button', { name: `Accept the offer of ${buyers[0]!.fullName}` })
      .click();
    const confirm = farmerPage.getByRole('dialog');
    await expect(confirm).toContainText(/closes/);
    await confirm.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(toast(farmerPage, 'Deal agreed')).toBeVisible();
    await expect(offers).toHaveCount(0);
  });

  await test.step('the other buyers find their offer closed in their chat', async () => {
    await buyerPage.goto(`/description/${productId}`);
    await buyerPage
      .getByRole('region', { name: 'Contact the farmer or save this crop' })
      .getByRole('button', { name: `Chat with ${farmer.fullName}`, exact: true })
      .click();
    await expect(chatPanel(buyerPage).getByText('The farmer accepted another offer').last()).toBeVisible();
    await screenshot(buyerPage, testInfo, 'offer-closed-in-chat');
    const meena = await apiSession(baseURL!, buyers[2]!);
    const mine = await meena.get(`${API}/deal/mine`);
    const deals = ((await mine.json()) as { data: { deals: { status: string }[] } }).data.deals;
    expect(deals.map((deal) => deal.status)).toEqual(['declined']);
    await meena.dispose();
  });
  await buyerContext.close();
});
