import { readFile } from 'node:fs/promises';
import { API, apiSession, registerViaApi, sellerWithCrop } from '../support/api';
import { newCrop, newPerson } from '../support/data';
import { COLOURS, jpeg } from '../support/images';
import { expectAccessible } from '../support/a11y';
import { test, expect } from '../support/test';
import { ROLE_LABEL, loginViaUi, screenshot, toast } from '../support/ui';

test('a buyer downloads everything held about them, then deletes the account', async ({
  page,
  baseURL,
}, testInfo) => {
  const farmer = newPerson('seller', testInfo);
  const { sellerId } = await sellerWithCrop(baseURL!, farmer, newCrop('Garlic', testInfo), [
    await jpeg('garlic.jpg', COLOURS.potato),
  ]);
  const buyer = newPerson('user', testInfo);
  await registerViaApi(page.request, buyer);
  const question = `Is the garlic dry enough to store? (${Date.now()})`;
  const buyerApi = await apiSession(baseURL!, buyer);
  try {
    const sent = await buyerApi.post(`${API}/message/send/${sellerId}`, { data: { message: question } });
    expect(sent.status(), await sent.text()).toBe(201);
  } finally {
    await buyerApi.dispose();
  }

  await loginViaUi(page, buyer);
  await page.goto('/profile');
  const yourData = page.getByRole('region', { name: 'Your data' });
  await expect(yourData).toBeVisible();

  await test.step('"Download my data" saves one JSON file with their profile and their messages', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      yourData.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^kisansetu-my-data-\d{4}-\d\d-\d\d\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      profile: { email: string; fullName: string };
      conversations: { withUserId: string; messages: { message: string; fromMe: boolean }[] }[];
    };
    expect(data.profile).toMatchObject({ email: buyer.email, fullName: buyer.fullName });
    expect(data.conversations).toEqual([
      expect.objectContaining({
        withUserId: sellerId,
        messages: [expect.objectContaining({ message: question, fromMe: true })],
      }),
    ]);
  });

  await test.step('"Delete my account" says what happens and needs the password', async () => {
    await yourData.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText('This cannot be undone.');
    await expect(dialog).toContainText('People you chatted with keep their messages');
    await expectAccessible(page, testInfo, 'privacy-delete-dialog', { include: 'dialog[open]' });
    await dialog.getByRole('textbox', { name: 'Enter your password to confirm' }).fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Your password is not correct')).toBeVisible();
    await screenshot(page, testInfo, 'privacy-delete-dialog');
    await dialog.getByRole('textbox', { name: 'Enter your password to confirm' }).fill(buyer.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(toast(page, 'Your account has been deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step('the account cannot log in, and the farmer sees "Deleted user" beside the messages', async () => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(buyer.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(buyer.password);
    await page.getByRole('radio', { name: ROLE_LABEL.user }).check();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid email, password or role' }),
    ).toBeVisible();

    const farmerApi = await apiSession(baseURL!, farmer);
    try {
      const contacts = (await (await farmerApi.get(`${API}/user/otheruser`)).json()) as {
        data: { otherUsers: { fullName: string; deleted?: boolean; email?: string }[] };
      };
      expect(contacts.data.otherUsers).toEqual([
        expect.objectContaining({ fullName: 'Deleted user', deleted: true }),
      ]);
      expect(JSON.stringify(contacts)).not.toContain(buyer.email);
    } finally {
      await farmerApi.dispose();
    }
  });
});
