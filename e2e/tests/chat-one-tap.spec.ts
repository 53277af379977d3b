import { API, apiSession, registerViaApi, sellerWithCrop } from '../support/api';
import { newCrop, newPerson } from '../support/data';
import { COLOURS, jpeg } from '../support/images';
import { layoutProblems } from '../support/layout';
import { test, expect } from '../support/test';
import { chatPanel, loginViaUi, screenshot } from '../support/ui';

/*
 * A new farmer with one listing, at the top of their home page, reaches the chat in one tap on a 1280 × 800 screen
 * and on a 360 px phone: the bar's Chat (with the unread count once a buyer writes) is there at every width, and the
 * floating Chat button moves clear of the page's controls instead of disappearing.
 */
test('a farmer with one listing opens the chat in one tap from the top of the home page', async ({
  page,
  baseURL,
  playwright,
}, testInfo) => {
  const farmer = newPerson('seller', testInfo);
  const { sellerId } = await sellerWithCrop(baseURL!, farmer, newCrop('Onion', testInfo), [
    await jpeg('onion.jpg', COLOURS.tomato),
  ]);
  const buyer = newPerson('user', testInfo);
  const anonymous = await playwright.request.newContext({ baseURL });
  await registerViaApi(anonymous, buyer);
  await anonymous.dispose();

  await loginViaUi(page, farmer);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Your crops' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  const bar = page.getByRole('banner');
  const chat = bar.getByRole('link', { name: /^Chat/ });
  await expect(chat).toBeInViewport();

  // The floating button is there at the top of the page too, clear of the search bar and everything else.
  const floating = page.getByRole('button', { name: /^Open chat/ });
  await expect(floating).toBeInViewport();
  const covered = (await layoutProblems(page)).filter((problem) => problem.kind === 'covered');
  expect(covered).toEqual([]);

  // A buyer writes: the count shows on the bar's Chat and on the floating button, without a reload.
  const buyerApi = await apiSession(baseURL!, buyer);
  const sent = await buyerApi.post(`${API}/message/send/${sellerId}`, {
    data: { message: 'Namaste, is the onion still there?' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await buyerApi.dispose();
  await expect(bar.getByRole('link', { name: 'Chat, 1 unread' })).toBeInViewport();
  await expect(bar.getByRole('link', { name: 'Chat, 1 unread' })).toContainText('1');
  await expect(page.getByRole('button', { name: 'Open chat, 1 unread message' })).toBeInViewport();
  await screenshot(page, testInfo, 'chat-one-tap-home');

  // One tap on the bar's Chat: the conversations, the buyer's first.
  await bar.getByRole('link', { name: 'Chat, 1 unread' }).click();
  const panel = chatPanel(page);
  await expect(panel.getByText(buyer.fullName).first()).toBeVisible();
  await panel.getByRole('button', { name: 'Close chat' }).click();
  await expect(panel).toHaveCount(0);

  // And one tap on the floating button from the top of the home page as well.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Your crops' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: /^Open chat/ }).click();
  await expect(chatPanel(page).getByText(buyer.fullName).first()).toBeVisible();
});
