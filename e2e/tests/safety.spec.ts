import type { Page } from '@playwright/test';
import { API, apiSession, registerViaApi, sellerWithCrop } from '../support/api';
import { newCrop, newPerson } from '../support/data';
import { COLOURS, jpeg } from '../support/images';
import { expectAccessible } from '../support/a11y';
import { MODERATOR, freshCode } from '../support/moderator';
import { test, expect } from '../support/test';
import { chooseWhere, loginViaUi, phoneText, screenshot, toast, secondContext } from '../support/ui';

function chatPanel(page: Page) {
  return page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Close chat' }) });
}

/** Searches by the listing's unique name and address: one card, or none. */
async function searchFor(page: Page, name: string, address: string): Promise<void> {
  await page.goto('/search');
  await chooseWhere(page, address.split(',')[0]!);
  await page.getByRole('combobox', { name: 'Product name' }).fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test('a buyer reports a scam message; a moderator reads the report and suspends the seller, who can no longer log in', async ({
  page: buyerPage,
  browser,
  baseURL,
}, testInfo) => {
  const farmer = newPerson('seller', testInfo);
  const crop = newCrop('Onion', testInfo);
  const { sellerId } = await sellerWithCrop(baseURL!, farmer, crop, [
    await jpeg('onion.jpg', COLOURS.potato),
  ]);
  const buyer = newPerson('user', testInfo);
  await registerViaApi(buyerPage.request, buyer);
  const scam = `Pay 2000 advance on UPI and tell me the OTP to book the onions (${Date.now()})`;

  await test.step('the buyer writes first and the seller answers with a scam (through the API)', async () => {
    const buyerApi = await apiSession(baseURL!, buyer);
    const sellerApi = await apiSession(baseURL!, farmer);
    try {
      const hello = await buyerApi.post(`${API}/message/send/${sellerId}`, {
        data: { message: `Is the ${crop.productName} available?` },
      });
      expect(hello.status(), await hello.text()).toBe(201);
      const { data } = (await hello.json()) as { data: { message: { senderId: string } } };
      const answer = await sellerApi.post(`${API}/message/send/${data.message.senderId}`, {
        data: { message: scam },
      });
      expect(answer.status(), await answer.text()).toBe(201);
    } finally {
      await buyerApi.dispose();
      await sellerApi.dispose();
    }
  });

  await test.step('the buyer sees the message with a safety tip and reports it as a scam', async () => {
    await loginViaUi(buyerPage, buyer);
    await buyerPage.goto(`/chat/${sellerId}`);
    const panel = chatPanel(buyerPage);
    await expect(panel.getByText(scam)).toBeVisible();
    await expect(
      panel.getByRole('note').filter({ hasText: 'Safety tip: KisanSetu never asks for money or a PIN.' }),
    ).toBeVisible();
    await panel.getByRole('button', { name: 'Options for this message' }).click();
    await panel.getByRole('button', { name: 'Report this message' }).click();
    const dialog = buyerPage.getByRole('dialog', { name: `Report a message from ${farmer.fullName}` });
    await dialog.getByRole('radio', { name: /Scam or fraud/ }).check();
    await dialog.getByRole('textbox', { name: /Details/ }).fill('He wants money in advance and my OTP.');
    await expectAccessible(buyerPage, testInfo, 'safety-report-dialog', { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(buyerPage.getByRole('dialog', { name: 'Report sent' })).toContainText(
      'The person you reported is not told who reported them.',
    );
    await screenshot(buyerPage, testInfo, 'safety-report-sent');
    await buyerPage.getByRole('button', { name: 'Close', exact: true }).click();
  });

  const moderatorContext = await secondContext(browser, testInfo);
  const moderatorPage = await moderatorContext.newPage();
  try {
    await test.step('the moderator signs in at /moderation and finds the report', async () => {
      await moderatorPage.goto('/moderation');
      const form = moderatorPage.getByRole('form', { name: 'Moderator sign-in' });
      await expect(form).toBeVisible();
      await expectAccessible(moderatorPage, testInfo, 'moderation-sign-in');
      await form.getByRole('textbox', { name: 'Email' }).fill(MODERATOR.email);
      await form.getByRole('textbox', { name: 'Password', exact: true }).fill(MODERATOR.password);
      await form
        .getByRole('textbox', { name: 'Code from your authenticator app' })
        .fill(await freshCode(MODERATOR));
      await form.getByRole('button', { name: 'Sign in' }).click();
      await expect(moderatorPage.getByRole('button', { name: 'Open reports', pressed: true })).toBeVisible();
    });

    const card = moderatorPage.getByRole('article').filter({ hasText: scam });
    await test.step('reads the reported conversation (the read is logged)', async () => {
      await expect(card).toBeVisible();
      await expect(card).toContainText(buyer.fullName);
      await expect(card).toContainText('He wants money in advance and my OTP.');
      await expect(card).toContainText('Scam or fraud');
      await expectAccessible(moderatorPage, testInfo, 'moderation-queue', {
        exclude: ['[data-sonner-toaster]'],
      });
      await card.getByRole('button', { name: 'Read conversation' }).click();
      const conversation = moderatorPage.getByRole('dialog', { name: /Conversation between/ });
      await expect(conversation.getByText(scam)).toBeVisible();
      await expect(conversation.getByText(`Is the ${crop.productName} available?`)).toBeVisible();
      await conversation.getByRole('button', { name: 'Close' }).click();
    });

    await test.step('suspends the seller with a note', async () => {
      await card.getByRole('radio', { name: 'Suspend the person' }).check();
      await card.getByRole('textbox', { name: /Note/ }).fill('Asked a buyer for an OTP and advance payment.');
      await card.getByRole('button', { name: 'Resolve report' }).click();
      await expect(toast(moderatorPage, 'Report resolved.')).toBeVisible();
      await expect(card).toHaveCount(0);
      await moderatorPage.getByRole('button', { name: 'Resolved' }).click();
      const resolved = moderatorPage.getByRole('article').filter({ hasText: scam });
      await expect(resolved).toContainText('Decision: Suspend the person');
      await expect(resolved).toContainText('Suspended');
      await expect(resolved.getByRole('button', { name: `Reinstate ${farmer.fullName}` })).toBeVisible();
      await moderatorPage.getByRole('button', { name: 'Audit log' }).click();
      await expect(
        moderatorPage.getByRole('row').filter({ hasText: 'suspended a person' }).first(),
      ).toBeVisible();
      await expect(
        moderatorPage.getByRole('row').filter({ hasText: 'read a conversation' }).first(),
      ).toBeVisible();
      await screenshot(moderatorPage, testInfo, 'moderation-audit');
      await expectAccessible(moderatorPage, testInfo, 'moderation-audit', {
        exclude: ['[data-sonner-toaster]'],
      });
    });
  } finally {
    await moderatorContext.close();
  }

  await test.step('the suspended seller cannot log in and is told why, with the support address', async () => {
    const sellerContext = await secondContext(browser, testInfo);
    try {
      const sellerPage = await sellerContext.newPage();
      await sellerPage.goto('/login');
      await sellerPage.getByRole('textbox', { name: 'Email' }).fill(farmer.email);
      await sellerPage.getByRole('textbox', { name: 'Password', exact: true }).fill(farmer.password);
      await sellerPage.getByRole('radio', { name: 'Seller (farmer)' }).check();
      await sellerPage.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(
        sellerPage.getByRole('alert').filter({ hasText: 'This account is suspended.' }),
      ).toHaveText(/^This account is suspended\. Write to \S+@\S+ if you think this is a mistake\.$/);
      await expect(sellerPage).toHaveURL(/\/login$/);
    } finally {
      await sellerContext.close();
    }
  });
});

test("a buyer blocks a seller: the seller's listing disappears from the buyer's search until unblocked", async ({
  page,
  baseURL,
}, testInfo) => {
  const farmer = newPerson('seller', testInfo);
  const crop = newCrop('Tomato', testInfo);
  const { sellerId } = await sellerWithCrop(baseURL!, farmer, crop, [
    await jpeg('tomato.jpg', COLOURS.tomato),
  ]);
  const buyer = newPerson('user', testInfo);
  await registerViaApi(page.request, buyer);

  await test.step('a visitor sees the seller page without contact details', async () => {
    await page.goto(`/user/profile/${sellerId}`);
    await expect(page.getByRole('heading', { name: farmer.fullName, level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in to see contact details' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(phoneText(page, farmer.phoneNumber)).toHaveCount(0);
  });

  await test.step('the signed-in buyer finds the listing, then blocks the seller from their profile', async () => {
    await loginViaUi(page, buyer);
    await searchFor(page, crop.productName, crop.address);
    await expect(page.getByRole('heading', { name: '1 product found', level: 2 })).toBeVisible();
    await page.goto(`/user/profile/${sellerId}`);
    await expect(page.getByRole('link', { name: farmer.email })).toBeVisible();
    await page.getByRole('button', { name: `Block ${farmer.fullName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Block ${farmer.fullName}?` });
    await expect(dialog).toContainText('They are not told that you blocked them.');
    await dialog.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(toast(page, `${farmer.fullName} is blocked.`)).toBeVisible();
  });

  await test.step("the seller's listing is gone from the buyer's search", async () => {
    await searchFor(page, crop.productName, crop.address);
    const place = crop.address.split(',')[0]!;
    // Nothing by that name at that address: the page shows the name's results across India, without the listing.
    await expect(page.getByText(`No ${crop.productName} in ${place} — showing all of India`)).toBeVisible();
    await expect(page.getByRole('heading', { name: crop.productName, exact: true })).toHaveCount(0);
    // And the address alone finds nothing at all.
    await page.getByRole('button', { name: `Only in ${place}` }).click();
    await expect(
      page.getByRole('heading', { name: `No ${crop.productName} in ${place}`, level: 2 }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('article')).toHaveCount(0);
  });

  await test.step('the buyer unblocks from Blocked people on the profile page, and the listing is back', async () => {
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Blocked people' });
    await section.getByRole('button', { name: `Unblock ${farmer.fullName}` }).click();
    await expect(toast(page, `${farmer.fullName} is unblocked.`)).toBeVisible();
    await expect(section.getByText('You have not blocked anyone.')).toBeVisible();
    await searchFor(page, crop.productName, crop.address);
    await expect(page.getByRole('heading', { name: '1 product found', level: 2 })).toBeVisible();
  });
});
