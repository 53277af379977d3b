import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { registerViaApi, sellerWithCrop } from '../support/api';
import { CHROMIUM } from '../support/chromium';
import { newCrop, newPerson } from '../support/data';
import { COLOURS, jpeg } from '../support/images';
import { test, expect } from '../support/test';
import {
  chatLauncher,
  chatPanel,
  languagePicker,
  loginViaUi,
  savePageImage,
  secondContext,
  toast,
} from '../support/ui';

/*
 * On two 360 × 740 touch phones (the phone project): a buyer sends the farmer a photo of what they want and a voice
 * note recorded by holding the microphone (Chromium's fake microphone, a steady tone), and the farmer sees the photo,
 * opens it full screen and plays the note. Then the buyer's conversation in Tamil, the longest words of the nine
 * languages: the message box, the recording row and the thread fit the screen.
 */

// The fake microphone is this journey's alone: Chromium answers the permission prompt itself and records a tone.
test.use({
  launchOptions: {
    ...CHROMIUM,
    args: [...CHROMIUM.args, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
  permissions: ['microphone'],
});

/** Whether an image has been fetched and decoded (an <img> that failed has no natural width). */
async function loaded(image: Locator): Promise<number> {
  return image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));
}

/**
 * Holds a finger (the mouse, on this touch phone) on the record button until the recording's timer shows `seconds`,
 * then lets go, or first slides it `slidePx` to the left.
 */
async function holdToRecord(page: Page, record: Locator, seconds: number, slidePx = 0): Promise<void> {
  const box = await record.boundingBox();
  if (!box) throw new Error('the record button is not on the screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await expect(page.getByRole('timer')).toHaveText(`0:${String(seconds).padStart(2, '0')}`, {
    timeout: (seconds + 10) * 1000,
  });
  if (slidePx > 0) await page.mouse.move(x - slidePx, y, { steps: 8 });
  await page.mouse.up();
}

/** No two of `controls` share pixels, and each lies wholly on the 360 px screen. */
async function expectLaidOut(page: Page, controls: Locator[]): Promise<void> {
  const width = page.viewportSize()?.width ?? 360;
  const boxes = [];
  for (const control of controls) {
    const box = await control.boundingBox();
    expect(box, `${control.toString()} is on the screen`).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5);
    boxes.push({ control, box: box! });
  }
  for (let i = 0; i < boxes.length; i += 1)
    for (let j = i + 1; j < boxes.length; j += 1) {
      const a = boxes[i]!.box;
      const b = boxes[j]!.box;
      const overlapX = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const overlapY = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      expect(
        overlapX > 1 && overlapY > 1,
        `${boxes[i]!.control.toString()} overlaps ${boxes[j]!.control.toString()}`,
      ).toBe(false);
    }
}

/** No text inside `scope` runs out of the box that holds it (cut off or past the screen's edge). */
async function expectNothingCut(scope: Locator): Promise<void> {
  const cut = await scope.evaluate((root) => {
    const found: string[] = [];
    for (const element of root.querySelectorAll<HTMLElement>('p, span, button, label, time')) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || element.closest('.sr-only') || element.classList.contains('sr-only'))
        continue;
      const clips =
        style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
      if (clips && element.scrollWidth > element.clientWidth + 1) found.push(element.textContent ?? '');
      const rect = element.getBoundingClientRect();
      if (rect.width > 0 && (rect.left < -1 || rect.right > window.innerWidth + 1))
        found.push(`${element.textContent ?? ''} (off the screen)`);
    }
    return found;
  });
  expect(cut).toEqual([]);
}

test('a buyer sends a photo and a recorded voice note; the farmer sees the photo full screen and plays the note', async ({
  page: buyerPage,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const farmer = newPerson('seller', testInfo);
  const crop = newCrop('Onion', testInfo, { unit: 'quintal', price: '1900' });
  const { sellerId, product } = await sellerWithCrop(baseURL!, farmer, crop, [
    await jpeg('onion.jpg', COLOURS.tomato),
  ]);
  const buyer = newPerson('user', testInfo);
  await registerViaApi(buyerPage.request, buyer);
  const caption = `Like this lot? (${Date.now()})`;
  const buyerPanel = chatPanel(buyerPage);
  const buyerLog = buyerPanel.getByRole('log', { name: `Messages with ${farmer.fullName}` });

  await test.step('the buyer opens the chat with the farmer from the listing', async () => {
    await loginViaUi(buyerPage, buyer);
    await buyerPage.goto(`/description/${product._id}`);
    await buyerPage.getByRole('button', { name: `Chat with ${farmer.fullName}`, exact: true }).click();
    await expect(buyerPage).toHaveURL(new RegExp(`/chat/${sellerId}$`));
    await expect(buyerPanel.getByRole('button', { name: 'Record a voice note' })).toBeVisible();
    await expect(buyerPanel.getByLabel('Add a photo')).toBeAttached();
  });

  await test.step('a photo from the phone goes with a caption, its upload shown, and arrives as the server keeps it', async () => {
    await buyerPanel
      .getByLabel('Add a photo')
      .setInputFiles(await jpeg('wanted-onions.jpg', COLOURS.wheat, 2400, 1800));
    await expect(buyerPanel.getByRole('img', { name: 'The photo to send' })).toBeVisible();
    await buyerPanel.getByRole('textbox', { name: `Message to ${farmer.fullName}` }).fill(caption);
    await buyerPanel.getByRole('button', { name: 'Send' }).click();
    await expect(buyerLog.getByText(caption, { exact: true })).toBeVisible();
    await expect(buyerLog.getByText('Sending...')).toHaveCount(0);
    await expect(buyerLog.getByText('Not sent.')).toHaveCount(0);
    await expect(buyerLog.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
    const thumbnail = buyerLog.getByRole('button', { name: 'Open the photo' }).locator('img');
    await expect(thumbnail).toHaveAttribute('src', /\/api\/v1\/message\/attachment\/[^/]+\?size=small$/);
    await expect.poll(() => loaded(thumbnail)).toBeGreaterThan(0);
  });

  await test.step('holding the microphone records with a timer; letting go sends the voice note', async () => {
    const record = buyerPanel.getByRole('button', { name: 'Record a voice note' });
    await expect(record).toBeVisible();
    await holdToRecord(buyerPage, record, 2);
    await expect(buyerPanel.getByRole('group', { name: 'Recording a voice note' })).toHaveCount(0);
    const player = buyerLog.getByRole('button', { name: 'Play the voice note' });
    await expect(player).toBeVisible();
    await expect(buyerLog.getByText('Sending...')).toHaveCount(0, { timeout: 30_000 });
    await expect(buyerLog.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
    await expect(buyerLog.getByText('Not sent.')).toHaveCount(0);
    await expect(toast(buyerPage, 'Error in Sending Message!')).toHaveCount(0);
    await expectAccessible(buyerPage, testInfo, 'chat-media-phone');
  });

  await test.step('the farmer sees the photo, opens it full screen, and plays the voice note', async () => {
    const farmerContext = await secondContext(browser, testInfo);
    try {
      const farmerPage = await farmerContext.newPage();
      await loginViaUi(farmerPage, farmer);
      await expect(toast(farmerPage, 'Logged in successfully')).toHaveCount(0);
      await (await chatLauncher(farmerPage)).click();
      const farmerPanel = chatPanel(farmerPage);
      const contact = farmerPanel.getByRole('button', { name: `Chat with ${buyer.fullName}`, exact: true });
      // A voice note has no words: the list names it for what it is.
      await expect(contact).toContainText('Voice note');
      await contact.click();
      const log = farmerPanel.getByRole('log', { name: `Messages with ${buyer.fullName}` });
      await expect(log.getByText(caption, { exact: true })).toBeVisible();

      const open = log.getByRole('button', { name: 'Open the photo' });
      await expect.poll(() => loaded(open.locator('img'))).toBeGreaterThan(0);
      await open.click();
      const viewer = farmerPage.getByRole('dialog', { name: 'Photo' });
      const large = viewer.getByRole('img', { name: 'Photo' });
      await expect(large).toHaveAttribute('src', /\/api\/v1\/message\/attachment\/[^/?]+$/);
      await expect.poll(() => loaded(large)).toBeGreaterThan(0);
      // The large photo is the full width of the phone.
      const shown = await large.boundingBox();
      expect(Math.round(shown?.width ?? 0)).toBe(360);
      await savePageImage(farmerPage, testInfo, 'chat-media-photo-full-screen', { fullPage: false });
      await viewer.getByRole('button', { name: 'Close the photo' }).click();
      await expect(viewer).toHaveCount(0);
      await expect(log).toBeVisible();

      const play = log.getByRole('button', { name: 'Play the voice note' });
      const position = log.getByRole('slider', { name: 'Position in the voice note' });
      await expect(position).toHaveAttribute('aria-valuetext', /^0:00 of 0:0[1-3]$/);
      await play.click();
      await expect(log.getByRole('button', { name: 'Pause the voice note' })).toBeVisible();
      // It plays through to its end (over a second of sound was heard), and is ready to play again.
      await expect(log.getByRole('button', { name: 'Play the voice note' })).toBeVisible({ timeout: 15_000 });
      const heard = await log
        .locator('audio')
        .evaluate((audio: HTMLAudioElement) => (audio.played.length > 0 ? audio.played.end(0) : 0));
      expect(heard).toBeGreaterThan(1);
      await expect(log.getByRole('alert')).toHaveCount(0);
      await savePageImage(farmerPage, testInfo, 'chat-media-farmer-thread', { fullPage: false });
    } finally {
      await farmerContext.close();
    }
  });

  await test.step('in Tamil on a 360 px phone, the message box, the recording row and the thread fit', async () => {
    await buyerPanel.getByRole('button', { name: 'Close chat' }).click();
    await expect(buyerPanel).toHaveCount(0);
    await (await languagePicker(buyerPage)).selectOption('ta');
    await expect(buyerPage.locator('html')).toHaveAttribute('lang', 'ta');
    await buyerPage.goto(`/chat/${sellerId}`);
    const panel = buyerPage.getByRole('dialog').filter({ has: buyerPage.getByRole('log') });
    const log = panel.getByRole('log');
    const form = panel.locator('form').last();
    const box = form.getByRole('textbox');
    await expect(box).toBeVisible();
    await expect(log.locator('audio')).toHaveCount(1);
    await expect.poll(() => loaded(log.locator('img').first())).toBeGreaterThan(0);

    const composerControls = [
      form.locator('label').filter({ has: buyerPage.locator('input[type=file]') }),
      box,
    ];
    const buttons = form.getByRole('button');
    for (let i = 0; i < (await buttons.count()); i += 1) composerControls.push(buttons.nth(i));
    await expectLaidOut(buyerPage, composerControls);
    await expectNothingCut(form);
    await expectNothingCut(log);
    const player = log.locator('li').filter({ has: buyerPage.locator('audio') });
    await expectLaidOut(buyerPage, [player.getByRole('button').first(), player.getByRole('slider')]);
    await savePageImage(buyerPage, testInfo, 'chat-media-thread-ta', { fullPage: false });

    // A photo chosen and waiting to be sent: its preview and the button that removes it.
    await form.locator('input[type=file]').setInputFiles(await jpeg('more.jpg', COLOURS.leaf));
    const preview = form.getByRole('img');
    await expect(preview).toBeVisible();
    const remove = form.getByRole('button').first();
    await expectLaidOut(buyerPage, [preview, remove, box]);
    await expectNothingCut(form);
    await savePageImage(buyerPage, testInfo, 'chat-media-photo-chosen-ta', { fullPage: false });
    await remove.click();
    await expect(preview).toHaveCount(0);

    // The recording row, in Tamil, while the finger is down; sliding left throws the recording away.
    const record = form.getByRole('button').last();
    const recordBox = await record.boundingBox();
    await buyerPage.mouse.move(recordBox!.x + recordBox!.width / 2, recordBox!.y + recordBox!.height / 2);
    await buyerPage.mouse.down();
    const recording = form.getByRole('group');
    await expect(recording.getByRole('timer')).toHaveText('0:01', { timeout: 15_000 });
    await expectLaidOut(buyerPage, [recording.getByRole('button'), recording.getByRole('timer'), record]);
    await expectNothingCut(form);
    await savePageImage(buyerPage, testInfo, 'chat-media-recording-ta', { fullPage: false });
    await buyerPage.mouse.move(recordBox!.x - 140, recordBox!.y + recordBox!.height / 2, { steps: 10 });
    await expect(recording).toHaveCount(0);
    await buyerPage.mouse.up();
    // Nothing more was sent: still one voice note.
    await expect(log.locator('audio')).toHaveCount(1);
  });
});
