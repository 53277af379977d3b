import { request } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { apiSession, createProductViaApi, registerViaApi } from '../support/api';
import type { Crop } from '../support/data';
import { newCrop, newPerson, uniqueTag } from '../support/data';
import { COLOURS, jpeg } from '../support/images';
import { test, expect } from '../support/test';
import { languagePicker, loginViaUi, productCard, screenshot } from '../support/ui';

/*
 * Phone only, in Hindi at 360 px: a buyer in Mumbai asks for the cheapest onion within 50 km of PIN 422001 (Nashik)
 * from the home page, with where in one place (the where chip) and the order in one (the sort chip). Every tap and
 * every typed field is counted, so the count stays what the design says: 9 taps, 2 typed fields ('Show results' applies
 * the PIN code typed, with no tap of its own button).
 */

test('in Hindi on a phone: the cheapest onion near PIN 422001 from the home page, where and order each in one place', async ({
  page,
  baseURL,
}, testInfo) => {
  expect(page.viewportSize()).toEqual({ width: 360, height: 740 });
  const tag = uniqueTag(testInfo);
  const farmer = newPerson('seller', testInfo);
  const buyer = newPerson('user', testInfo);
  const anonymous = await request.newContext({ baseURL });
  await registerViaApi(anonymous, farmer);
  await registerViaApi(anonymous, buyer);
  await anonymous.dispose();
  // Two onions near 422001 and a cheaper one in Pune, some 160 km away: 50 km leaves it out.
  const lots = {
    cheapest: { place: 'Nashik City', pincode: '422001', price: '2' },
    dearer: { place: 'Nashik Road', pincode: '422101', price: '3' },
    far: { place: 'Pune Camp', pincode: '411001', price: '1' },
  } as const;
  const session = await apiSession(baseURL!, farmer);
  const photo = await jpeg('onion.jpg', COLOURS.tomato);
  const names = {} as Record<keyof typeof lots, string>;
  for (const [key, lot] of Object.entries(lots) as [keyof typeof lots, (typeof lots)[keyof typeof lots]][]) {
    const crop: Crop & { pincode: string } = {
      ...newCrop('Onion', testInfo, { address: `Khet ${tag}, ${lot.place}, Maharashtra`, price: lot.price }),
      productName: `Onion ${key} ${tag}`,
      pincode: lot.pincode,
    };
    names[key] = crop.productName;
    await createProductViaApi(session, crop, [photo]);
  }
  await session.dispose();

  await loginViaUi(page, buyer);
  await page.goto('/');
  await (await languagePicker(page)).selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.goto('/');

  let taps = 0;
  let typedFields = 0;
  const tap = async (target: Locator) => {
    await target.tap();
    taps += 1;
  };
  /** A native select: one tap opens the phone's picker, one chooses. */
  const choose = async (select: Locator, label: string) => {
    await select.selectOption({ label });
    taps += 2;
  };
  const type = async (field: Locator, text: string) => {
    await field.fill(text);
    typedFields += 1;
  };

  await test.step('the crop, from the home page', async () => {
    const box = page.getByRole('combobox', { name: 'आप क्या ख़रीदना चाहते हैं?' });
    await tap(box);
    await type(box, 'onion');
    await tap(page.getByRole('search').getByRole('button', { name: 'खोजें' }));
    await expect(page).toHaveURL(/\/search\?name=onion$/);
  });

  const where = page.getByRole('button', { name: /^कहाँ:/ });
  await test.step('where: PIN 422001 within 50 km, in the one where sheet', async () => {
    await tap(where);
    const sheet = page.getByRole('dialog', { name: 'कहाँ' });
    const pin = sheet.getByRole('textbox', { name: 'पिन कोड या जगह' });
    await tap(pin);
    await type(pin, '422001');
    await choose(sheet.getByRole('combobox', { name: 'दूरी' }), '50 किमी के अंदर');
    await expect(page).toHaveURL(/radiusKm=50/);
    // The sheet holds where only: no order in it.
    await expect(sheet.getByRole('combobox', { name: 'क्रम' })).toHaveCount(0);
    await screenshot(page, testInfo, 'search-one-place-where-hi');
    // 'Show results' with the PIN code typed and its own button never tapped: the PIN code is applied, not lost.
    await tap(sheet.getByRole('button', { name: 'नतीजे दिखाएँ' }));
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/pincode=422001/);
    await expect(where).toHaveAccessibleName(/^कहाँ: .+ · 50 किमी$/);
  });

  const results = page.getByRole('list', { name: 'खोज के नतीजे' });
  await test.step('the order: cheapest first, on the one sort chip', async () => {
    const sort = page.getByRole('combobox', { name: 'क्रम' });
    await expect(sort).toHaveCount(1);
    await choose(sort, 'दाम: कम से ज़्यादा');
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(results.getByRole('article').first().getByRole('heading', { level: 3 })).toHaveText(
      names.cheapest,
    );
    await expect(productCard(results, names.far)).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, testInfo, 'search-one-place-results-hi');
  });

  await test.step('Clear is a cross in the name box, on the row of the box and Search, not alone under them', async () => {
    const form = page.getByRole('search');
    const box = await form.getByRole('combobox', { name: 'फ़सल का नाम' }).boundingBox();
    const clear = await form.getByRole('button', { name: 'साफ़ करें' }).boundingBox();
    const search = await form.getByRole('button', { name: 'खोजें' }).boundingBox();
    expect(box && clear && search).toBeTruthy();
    expect(clear!.y).toBeGreaterThanOrEqual(box!.y - 4);
    expect(clear!.y + clear!.height).toBeLessThanOrEqual(box!.y + box!.height + 4);
    expect(clear!.x + clear!.width).toBeLessThanOrEqual(search!.x);
  });

  expect({ taps, typedFields }).toEqual({ taps: 9, typedFields: 2 });
  await testInfo.attach('counts', {
    body: JSON.stringify({ taps, typedFields }),
    contentType: 'application/json',
  });
});
