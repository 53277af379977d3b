import type { Locator, Page } from '@playwright/test';
import { provePhoneViaApi, registerViaApi, sellerWithCrop } from '../support/api';
import { newCrop, newPerson } from '../support/data';
import { COLOURS, jpeg } from '../support/images';
import { test, expect } from '../support/test';
import { chatLauncher, loginViaUi, screenshot, secondContext } from '../support/ui';

/*
 * A deal on two phones: the buyer offers in the chat about a crop, the farmer counters, the buyer accepts, both say
 * the deal happened, both rate each other, and the farmer's public profile then shows one deal with one buyer and the stars (the buyer proved a phone, so both count).
 */

/** The open chat panel (the whole screen on a phone). */
function chatPanel(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Close chat' }) });
}

/** A person's name as the deal texts put it in a sentence: in Unicode isolation marks (right-to-left safe). */
function isolated(name: string): string {
  return `\u2068${name}\u2069`;
}

/** The newest deal card in the open conversation: the one that carries the buttons. */
function latestDealCard(page: Page): Locator {
  return chatPanel(page).getByRole('article').filter({ hasText: 'Deal' }).last();
}

test('a buyer offers, the farmer counters, the buyer accepts, both mark it done and rate each other', async ({
  page: buyerPage,
  browser,
  baseURL,
}, testInfo) => {
  const farmer = newPerson('seller', testInfo);
  const crop = newCrop('Onion', testInfo, { price: '30', quantity: '500', unit: 'kg' });
  const { product } = await sellerWithCrop(baseURL!, farmer, crop, [await jpeg('onion.jpg', COLOURS.tomato)]);
  const buyer = newPerson('user', testInfo);
  await registerViaApi(buyerPage.request, buyer);
  await provePhoneViaApi(buyerPage.request, buyer);
  const farmerContext = await secondContext(browser, testInfo);
  const farmerPage = await farmerContext.newPage();

  await test.step('the buyer opens the crop, presses Chat and makes an offer', async () => {
    await loginViaUi(buyerPage, buyer);
    await buyerPage.goto(`/description/${product._id}`);
    await buyerPage
      .getByRole('region', { name: 'Contact the farmer or save this crop' })
      .getByRole('button', { name: `Chat with ${farmer.fullName}`, exact: true })
      .click();
    const panel = chatPanel(buyerPage);
    await panel.getByRole('button', { name: 'Make an offer' }).click();
    const form = buyerPage.getByRole('dialog', { name: `Your offer to ${isolated(farmer.fullName)}` });
    // The listing's own price is beside the price box, so the buyer knows what they are bargaining from.
    await expect(form.getByText('Listed at ₹30 / kg')).toBeVisible();
    await form.getByLabel('Price per kg (₹)').fill('27');
    await form.getByLabel('Quantity (kg)').fill('500');
    await form.getByRole('button', { name: 'Send offer' }).click();
    await expect(form).toBeHidden();
    const card = latestDealCard(buyerPage);
    await expect(card).toContainText('You made an offer');
    await expect(card).toContainText('₹27 / kg');
    await expect(card.getByRole('button', { name: 'Withdraw' })).toBeVisible();
    await screenshot(buyerPage, testInfo, 'deal-offer-sent');
  });

  await test.step('the farmer finds the offer in the chat and counters it', async () => {
    await loginViaUi(farmerPage, farmer);
    await (await chatLauncher(farmerPage)).click();
    await chatPanel(farmerPage)
      .getByRole('button', { name: `Chat with ${buyer.fullName}`, exact: true })
      .click();
    const card = latestDealCard(farmerPage);
    await expect(card).toContainText(`${buyer.fullName} made an offer`);
    await expect(card.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Decline' })).toBeVisible();
    await card.getByRole('button', { name: 'Counter' }).click();
    const form = farmerPage.getByRole('dialog', { name: `Counter-offer to ${isolated(buyer.fullName)}` });
    await form.getByLabel('Price per kg (₹)').fill('29');
    await form.getByRole('button', { name: 'Send counter-offer' }).click();
    await expect(form).toBeHidden();
    await expect(latestDealCard(farmerPage)).toContainText('You sent a counter-offer');
    await screenshot(farmerPage, testInfo, 'deal-countered');
  });

  await test.step('the counter-offer arrives live at the buyer, who accepts it', async () => {
    const card = latestDealCard(buyerPage);
    await expect(card).toContainText(`${farmer.fullName} sent a counter-offer`);
    await expect(card).toContainText('₹29 / kg');
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(latestDealCard(buyerPage)).toContainText('You accepted. Deal agreed');
  });

  await test.step('both say the deal happened; the farmer is asked whether the lot is sold', async () => {
    const farmerCard = latestDealCard(farmerPage);
    await expect(farmerCard).toContainText(`${buyer.fullName} accepted. Deal agreed`);
    await farmerCard.getByRole('button', { name: 'Mark as done' }).click();
    await expect(latestDealCard(farmerPage)).toContainText('You marked it done');

    const buyerCard = latestDealCard(buyerPage);
    await expect(buyerCard).toContainText(`${farmer.fullName} marked the deal done`);
    await buyerCard.getByRole('button', { name: 'Mark as done' }).click();
    await expect(latestDealCard(buyerPage)).toContainText('Deal done. You both marked it');

    // The whole 500 kg went in this deal.
    await expect(
      chatPanel(farmerPage).getByText('Your deals cover all of this lot. Mark the listing as sold?'),
    ).toBeVisible();
  });

  await test.step('both rate each other', async () => {
    for (const [page, other, stars, words] of [
      [buyerPage, farmer, '5 stars', 'Good onions, weighed in front of me.'],
      [farmerPage, buyer, '4 stars', 'Came on time and paid as agreed.'],
    ] as const) {
      await latestDealCard(page)
        .getByRole('button', { name: `Rate ${isolated(other.fullName)}` })
        .click();
      const dialog = page.getByRole('dialog', { name: `Rate ${isolated(other.fullName)}` });
      // A tap on the star itself (the radio under it is only for screen readers).
      const star = dialog.getByRole('radio', { name: stars });
      await dialog.locator('label', { has: page.getByRole('radio', { name: stars }) }).click();
      await expect(star).toBeChecked();
      await dialog.getByLabel('Your review').fill(words);
      await dialog.getByRole('button', { name: 'Send rating' }).click();
      await expect(dialog).toBeHidden();
      await expect(latestDealCard(page)).toContainText(`You rated ${stars.charAt(0)}★`);
    }
  });

  await test.step('the farmer’s profile shows one deal with one buyer, the stars and the buyer’s words', async () => {
    await buyerPage.goto(`/user/profile/${product.sellerId}`);
    const main = buyerPage.getByRole('main');
    await expect(main.getByText('1 deal with 1 buyer')).toBeVisible();
    await expect(main.getByLabel('Rated 5 out of 5 by 1 review').first()).toBeVisible();
    await expect(main.getByText('Good onions, weighed in front of me.')).toBeVisible();
    await screenshot(buyerPage, testInfo, 'deal-farmer-profile');
  });

  await test.step('My deals lists it under Done for the farmer', async () => {
    await farmerPage.goto('/deals?status=done');
    await expect(farmerPage.getByRole('main').getByText(crop.productName)).toBeVisible();
  });
  await farmerContext.close();
});
