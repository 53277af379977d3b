import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { API, apiSession, provePhoneViaApi, registerViaApi, sellerWithCrop } from '../support/api';
import { newCrop, newPerson } from '../support/data';
import { COLOURS, jpeg } from '../support/images';
import { test, expect } from '../support/test';
import { languagePicker, loginViaUi, savePageImage, screenshot } from '../support/ui';
import { alertCodeOf, lastWhatsApp } from '../support/whatsapp';

/*
 * A farmer on a phone, in Hindi, takes alerts on WhatsApp: set in the profile, a buyer's message reaches the WhatsApp
 * stand-in (support/serve.mjs) in Hindi while the farmer is away, the alert's link opens that conversation with the line
 * that stops such alerts, and the stop page turns them off. The e2e server sends an alert 2 s after an unread message.
 */

/** Hindi as the app shows it (the catalogue the app's own Hindi comes from). */
const hi = JSON.parse(
  readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../../packages/contract/catalogue/hi.json'),
    'utf8',
  ),
) as Record<string, string>;

test('a farmer gets a buyer’s message on WhatsApp in Hindi, opens its link into the chat and stops the alerts', async ({
  page,
  baseURL,
}, testInfo) => {
  const farmer = newPerson('seller', testInfo);
  const crop = newCrop('Onion', testInfo, { unit: 'quintal', price: '1800', quantity: '40' });
  const { sellerId, product } = await sellerWithCrop(baseURL!, farmer, crop, [
    await jpeg('onion.jpg', COLOURS.potato),
  ]);
  // Alerts go only to a verified number: the farmer proved theirs, as the profile's "Verify" does.
  await provePhoneViaApi(page.request, farmer);
  const farmerPhone = `+91${farmer.phoneNumber.slice(-10)}`;
  const buyer = newPerson('user', testInfo);
  let buyerId = '';
  let code = '';
  const alerts = page.getByRole('region', { name: hi['alerts.title'] });

  await test.step('signs in and chooses Hindi', async () => {
    await loginViaUi(page, farmer);
    await (await languagePicker(page)).selectOption('hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });

  await test.step('chooses WhatsApp under "Alerts on my phone" in the profile', async () => {
    await page.goto('/profile');
    // A verified number gets SMS alerts until its owner chooses.
    await expect(alerts.getByRole('radio', { name: hi['alerts.channel.sms'] })).toBeChecked();
    await expect(alerts.getByRole('checkbox', { name: hi['alerts.kind.messages'] })).toBeChecked();
    await expect(alerts.getByRole('checkbox', { name: hi['alerts.kind.requests'] })).toBeVisible();
    await alerts.getByRole('radio', { name: hi['alerts.channel.whatsapp'] }).check();
    await expect(alerts.getByRole('status')).toHaveText(hi['alerts.saved']!);
    await expect(alerts.getByRole('radio', { name: hi['alerts.channel.whatsapp'] })).toBeChecked();
    const none = hi[`alerts.sentThisMonth_${new Intl.PluralRules('hi').select(0)}`]!.replace(
      '{{count}}',
      '0',
    );
    await expect(alerts.getByText(none)).toBeVisible();
    // Nothing in the section runs off a 360 px screen.
    const box = await alerts.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page, testInfo, 'alerts-profile-hi', { include: 'main' });
    await alerts.scrollIntoViewIfNeeded();
    await savePageImage(page, testInfo, 'alerts-profile-hi', { fullPage: false });
    await screenshot(page, testInfo, 'alerts-profile-page-hi');
  });

  await test.step('leaves the app; a buyer writes about the onions', async () => {
    // Away: no open app, so the message waits unread and its alert goes.
    await page.goto('about:blank');
    const anonymous = await request.newContext({ baseURL });
    buyerId = (await registerViaApi(anonymous, buyer))._id;
    await anonymous.dispose();
    const buyerApi = await apiSession(baseURL!, buyer);
    const sent = await buyerApi.post(`${API}/message/send/${sellerId}`, {
      data: { message: 'Namaste ji, 20 quintal pyaz chahiye. Kya rate hai?', productId: product._id },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await buyerApi.dispose();
  });

  await test.step('the alert reaches WhatsApp, in Hindi, naming the buyer', async () => {
    const message = await lastWhatsApp(farmerPhone);
    expect(message.to).toBe(farmerPhone.slice(1));
    expect(message.template.name).toBe('ks_message');
    expect(message.template.language.code).toBe('hi');
    const body = message.template.components.find((component) => component.type === 'body');
    expect(body?.parameters[0]?.text).toBe(buyer.fullName);
    code = alertCodeOf(message);
    expect(code).toMatch(/^[A-Za-z0-9_-]{12}$/);
  });

  await test.step('the alert’s link opens that conversation, with the line that stops alerts', async () => {
    await page.goto(`/c/${code}`);
    await expect(page).toHaveURL(new RegExp(`/chat/${buyerId}\\?alert=${code}$`));
    const panel = page.getByRole('dialog').filter({ hasText: 'Namaste ji, 20 quintal pyaz chahiye.' });
    await expect(panel).toBeVisible();
    const stop = panel.getByRole('link', { name: hi['alerts.stopThese'] });
    await expect(stop).toHaveAttribute('href', `/alerts/stop/${code}`);
    await expect(panel.getByText(hi['alerts.cameFromAlert']!)).toBeVisible();
    // The line sits under the header, apart from it: the header keeps its height and its buttons.
    const header = panel.locator('[data-chat-header]');
    const headerBox = (await header.boundingBox())!;
    const stopBox = (await stop.boundingBox())!;
    expect(stopBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    expect(headerBox.height).toBeLessThanOrEqual(72);
    expect(stopBox.x + stopBox.width).toBeLessThanOrEqual(360);
    await savePageImage(page, testInfo, 'alerts-chat-hi', { fullPage: false });

    await stop.click();
  });

  await test.step('the stop page asks, then turns the alerts off', async () => {
    await expect(page).toHaveURL(new RegExp(`/alerts/stop/${code}$`));
    await expect(page.getByRole('heading', { name: hi['alertsStop.title'], level: 1 })).toBeVisible();
    await expect(page.getByText(hi['alertsStop.intro']!)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, testInfo, 'alerts-stop-hi');
    await expectAccessible(page, testInfo, 'alerts-stop-hi');
    await page.getByRole('button', { name: hi['alertsStop.confirm'] }).click();
    await expect(page.getByRole('heading', { name: hi['alertsStop.doneTitle'], level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: hi['server.alertsStopped']! })).toBeVisible();
    await screenshot(page, testInfo, 'alerts-stopped-hi');
  });

  await test.step('the profile shows the alerts off', async () => {
    await page.getByRole('link', { name: hi['alertsStop.toProfile'] }).click();
    await expect(alerts.getByRole('radio', { name: hi['alerts.channel.none'] })).toBeChecked();
  });
});
