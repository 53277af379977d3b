import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { API, apiSession, provePhoneViaApi, registerViaApi } from '../support/api';
import { newPerson } from '../support/data';
import { COLOURS, jpeg } from '../support/images';
import { lastSms, uniqueMobile } from '../support/sms';
import { test, expect } from '../support/test';
import { languagePicker, loginViaUi, screenshot, secondContext } from '../support/ui';

/*
 * An FPO's helper on a phone, in Hindi: becomes a helper, adds a farmer by the code the farmer reads out (the SMS
 * stand-in's), posts 20 quintals of onion for them, answers a buyer as them and accepts the buyer's offer. The
 * farmer's own phone (a second browser) signs in with a code and finds the listing, the deal and the helper.
 */

const catalogue = (lang: string) =>
  JSON.parse(
    readFileSync(
      path.join(
        path.dirname(fileURLToPath(import.meta.url)),
        `../../packages/contract/catalogue/${lang}.json`,
      ),
      'utf8',
    ),
  ) as Record<string, string>;
const hi = catalogue('hi');

/** A Hindi text of the catalogue with its `{{name}}` values filled. */
function t(key: string, values: Record<string, string | number> = {}): string {
  const text = hi[key];
  if (text === undefined) throw new Error(`no Hindi text for ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name] ?? ''));
}

/** Nothing runs off the side of a 360 px screen. */
async function fitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('an FPO helper adds a farmer by code, posts and answers for them in Hindi; the farmer sees it all', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const helper = newPerson('seller', testInfo, { fullName: `Anil Shinde ${testInfo.workerIndex}` });
  const organisation = 'Niphad Kisan FPO';
  const buyer = newPerson('user', testInfo, { fullName: `Sunita Shah ${testInfo.workerIndex}` });
  const farmerName = `Savitri Jadhav ${Date.now() % 100000}`;
  const farmerMobile = uniqueMobile();
  const crop = `Red Onion ${Date.now() % 100000}`;
  await registerViaApi(page.request, helper);
  await provePhoneViaApi(page.request, helper);
  const buyerId = (await registerViaApi(page.request, buyer))._id;
  let farmerId = '';
  let consentCode = '';

  await test.step('the helper signs in in Hindi and becomes a helper of the FPO', async () => {
    await loginViaUi(page, helper);
    await (await languagePicker(page)).selectOption('hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.goto('/profile');
    const section = page.getByRole('region', { name: t('helpers.section.title') });
    await section.getByRole('textbox', { name: t('helpers.section.organisation') }).fill(organisation);
    await section.getByRole('button', { name: t('helpers.section.enrol') }).click();
    await expect(section.getByText(t('helpers.section.youHelp', { organisation }))).toBeVisible();
    await fitsThePhone(page);
  });

  await test.step('adds a farmer: the farmer’s phone gets the code, which the helper types in', async () => {
    await page.goto('/helper');
    await expect(page.getByRole('heading', { name: t('helpers.desk.title'), level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: t('helpers.add.mobile') }).fill(farmerMobile);
    await page.getByRole('textbox', { name: t('helpers.add.fullName') }).fill(farmerName);
    await page.getByRole('textbox', { name: t('helpers.add.address') }).fill('Pimpalgaon Baswant, Nashik');
    await page.getByRole('button', { name: t('helpers.add.send') }).click();
    const sms = await lastSms(`+91${farmerMobile}`);
    consentCode = sms.code;
    // In the farmer's language, naming who asks and for which organisation.
    expect(sms.text).toContain(helper.fullName);
    expect(sms.text).toContain(organisation);
    expect(sms.text).toContain('सहमत');
    await page.getByRole('textbox', { name: t('helpers.add.askCode') }).fill(sms.code);
    await page.getByRole('button', { name: t('helpers.add.confirm') }).click();
    const row = page
      .getByRole('list', { name: t('helpers.desk.title') })
      .getByRole('listitem')
      .filter({
        hasText: farmerName,
      });
    await expect(row.first()).toBeVisible();
    await fitsThePhone(page);
    await screenshot(page, testInfo, 'helper-desk-hi');
  });

  await test.step('posts 20 quintals of onion for the farmer, the farmer’s village already in the form', async () => {
    await page
      .getByRole('link', { name: t('helpers.desk.postFor', { name: farmerName }) })
      .or(page.getByRole('button', { name: t('helpers.desk.postFor', { name: farmerName }) }))
      .click();
    await expect(page).toHaveURL(/\/upload$/);
    await expect(page.getByRole('region', { name: t('helpers.banner.label') })).toContainText(farmerName);
    await expect(page.getByRole('textbox', { name: t('upload.address') })).toHaveValue(
      'Pimpalgaon Baswant, Nashik',
    );
    await page
      .getByLabel(t('upload.addPhotoN', { n: 1 }), { exact: true })
      .setInputFiles(await jpeg('onion.jpg', COLOURS.potato));
    await page.getByRole('textbox', { name: t('upload.productName') }).fill(crop);
    await page.getByRole('textbox', { name: t('upload.price') }).fill('1850');
    await page.getByRole('combobox', { name: t('upload.unit') }).selectOption('quintal');
    await page.getByRole('textbox', { name: t('upload.quantity') }).fill('20');
    await page.getByRole('textbox', { name: t('upload.description') }).fill('लाल प्याज़, साफ़ और सूखा');
    await page.getByRole('button', { name: t('state.postProduct') }).click();
    await expect(page.getByText(t('toast.productPosted'))).toBeVisible();
    await fitsThePhone(page);
  });

  await test.step('a buyer finds it under the farmer, with the helper’s line, and writes and offers', async () => {
    const buyerApi = await apiSession(baseURL!, buyer);
    const found = await buyerApi.get(`${API}/product/search`, { params: { name: crop } });
    const products = (
      (await found.json()) as {
        data: {
          products: { _id: string; sellerId: string; sellerName: string; helpedBy: { fullName: string } }[];
        };
      }
    ).data.products;
    const listing = products.find((product) => product.sellerName === farmerName)!;
    expect(listing.helpedBy.fullName).toBe(helper.fullName);
    farmerId = listing.sellerId;
    const sent = await buyerApi.post(`${API}/message/send/${farmerId}`, {
      data: { message: 'क्या प्याज़ अभी है?', productId: listing._id },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const offered = await buyerApi.post(`${API}/deal/propose`, {
      data: { productId: listing._id, price: 1850, quantity: 20 },
    });
    expect(offered.status(), await offered.text()).toBe(201);
    await buyerApi.dispose();
  });

  await test.step('the helper, working for the farmer, answers the buyer and accepts the offer', async () => {
    // Posting for the farmer started working for them: the banner says so on every page.
    await page.goto(`/chat/${buyerId}`);
    await expect(page.getByRole('region', { name: t('helpers.banner.label') })).toContainText(farmerName);
    const composer = page.getByRole('textbox', { name: t('chat.messageLabel', { name: buyer.fullName }) });
    await composer.fill('हाँ, 20 क्विंटल है। शुक्रवार को आइए।');
    await page.getByRole('button', { name: t('chat.send') }).click();
    await expect(page.getByText('हाँ, 20 क्विंटल है। शुक्रवार को आइए।')).toBeVisible();
    await page
      .getByRole('button', { name: t('deals.accept') })
      .last()
      .click();
    await expect(page.getByText(t('deals.status.accepted')).last()).toBeVisible();
    await fitsThePhone(page);
    await screenshot(page, testInfo, 'helper-chat-hi');
  });

  await test.step('the buyer sees the answer came via the helper', async () => {
    const buyerApi = await apiSession(baseURL!, buyer);
    const history = await buyerApi.get(`${API}/message/${farmerId}`);
    const messages = ((await history.json()) as { data: { messages: { sentBy?: { fullName: string } }[] } })
      .data.messages;
    expect(messages.filter((message) => message.sentBy?.fullName === helper.fullName).length).toBeGreaterThan(
      0,
    );
    await buyerApi.dispose();
  });

  await test.step('the farmer’s own phone signs in by code and finds the listing, the deal and the helper', async () => {
    const farmerContext = await secondContext(browser, testInfo);
    const farmerPage = await farmerContext.newPage();
    await farmerPage.goto('/');
    await (await languagePicker(farmerPage)).selectOption('hi');
    await farmerPage.goto('/login/phone');
    await farmerPage.getByRole('textbox', { name: t('phone.mobileNumber') }).fill(farmerMobile);
    // The consent code went to this number moments ago: one code a number per resend window, whoever asks.
    const codeBox = farmerPage.getByRole('textbox', {
      name: new RegExp(t('phone.codeSentTo', { number: '' }).trim()),
    });
    await expect(async () => {
      await farmerPage.getByRole('button', { name: t('phone.sendCode') }).click();
      await expect(codeBox).toBeVisible({ timeout: 2_000 });
    }).toPass({ intervals: [5_000], timeout: 45_000 });
    const sms = await lastSms(`+91${farmerMobile}`, consentCode);
    await codeBox.pressSequentially(sms.code);
    await expect(farmerPage.getByRole('heading', { name: t('farmerHome.title') })).toBeVisible();
    await expect(farmerPage.getByText(crop).first()).toBeVisible();
    await farmerPage.goto('/deals?status=accepted');
    await expect(farmerPage.getByRole('main').getByText(crop).first()).toBeVisible();
    await expect(farmerPage.getByRole('main').getByText(t('deals.status.accepted')).first()).toBeVisible();
    await farmerPage.goto('/helpers');
    const main = farmerPage.getByRole('main');
    await expect(main.getByText(helper.fullName).first()).toBeVisible();
    await expect(main.getByText(organisation).first()).toBeVisible();
    await expect(main.getByText(t('helpers.action.createProduct', { name: helper.fullName }))).toBeVisible();
    await fitsThePhone(farmerPage);
    await screenshot(farmerPage, testInfo, 'farmer-my-helpers-hi');
    await farmerContext.close();
  });
});
