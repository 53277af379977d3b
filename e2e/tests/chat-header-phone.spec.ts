import { provePhoneViaApi, apiSession, registerViaApi, sellerWithCrop } from '../support/api';
import { newCrop, newPerson } from '../support/data';
import { COLOURS, jpeg } from '../support/images';
import { layoutProblems } from '../support/layout';
import { test, expect } from '../support/test';
import { loginViaUi, savePageImage, settled } from '../support/ui';

/*
 * A conversation's header on the smallest phone, in Tamil, with a farmer's long name: one line of name (cut with an
 * ellipsis), the phone mark as an icon, the rest on one line, so the header keeps to a quarter of the screen and the
 * messages have the room. The message box's hint stays on one line too.
 */

/** Where the app remembers the chosen language (src/lib/i18n.ts). */
const LANGUAGE_KEY = 'kisansetu.language';
const SMALL_PHONE = { width: 320, height: 640 };

for (const lang of ['ta', 'hi'] as const) {
  test(`in ${lang} at 320 px, a long name keeps the chat header to a quarter of the screen`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const farmer = newPerson('seller', testInfo, {
      fullName: 'முத்துக்கிருஷ்ணன் சுப்பிரமணியன் வெங்கடாசலபதி',
    });
    const { sellerId } = await sellerWithCrop(baseURL!, farmer, newCrop('Onion', testInfo), [
      await jpeg('onion.jpg', COLOURS.tomato),
    ]);
    const farmerApi = await apiSession(baseURL!, farmer);
    await provePhoneViaApi(farmerApi, farmer);
    await farmerApi.dispose();
    const buyer = newPerson('user', testInfo);
    await registerViaApi(page.request, buyer);

    await page.setViewportSize(SMALL_PHONE);
    await loginViaUi(page, buyer);
    await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [LANGUAGE_KEY, lang]);
    await page.goto(`/chat/${sellerId}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const panel = page.getByRole('dialog');
    const box = panel.locator('textarea');
    await expect(box).toBeVisible();
    const header = panel.locator('[data-chat-header]');
    await expect(header.getByRole('img', { name: /./ })).toBeVisible();
    await expect(header.getByRole('heading')).toHaveText(farmer.fullName);
    await settled(page);

    const headerBox = (await header.boundingBox())!;
    expect(headerBox.height, 'the header’s height').toBeLessThanOrEqual(SMALL_PHONE.height / 4);
    // The name on one line, cut with an ellipsis, not wrapped letter by letter.
    const name = header.getByRole('heading');
    const lines = await name.evaluate((element) => {
      const style = getComputedStyle(element);
      return element.getBoundingClientRect().height / Number.parseFloat(style.lineHeight);
    });
    expect(lines).toBeLessThan(1.5);
    // The message box's hint on one line.
    const boxLines = await box.evaluate((element) => {
      const style = getComputedStyle(element);
      const padding = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
      return (element.clientHeight - padding) / Number.parseFloat(style.lineHeight);
    });
    expect(boxLines).toBeLessThan(1.5);

    const problems = await layoutProblems(page, { dialog: true });
    expect(problems.map((p) => `${p.kind} — ${p.what} ${p.detail}`)).toEqual([]);
    await savePageImage(page, testInfo, `chat-header-320-${lang}`, { fullPage: false });
    await page.setViewportSize({ width: 360, height: 740 });
    await settled(page);
    await savePageImage(page, testInfo, `chat-header-360-${lang}`, { fullPage: false });
  });
}
