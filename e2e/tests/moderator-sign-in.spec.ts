import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { STAFF, enrolmentOf, freshCode, totpAt } from '../support/moderator';
import { test, expect } from '../support/test';
import { screenshot, secondContext } from '../support/ui';

const SECOND_FACTOR_TEXT =
  'Enter the 6-digit code from your authenticator app, or one of your recovery codes';

/** The sign-in form at /moderation with the staff moderator's email and password typed in. */
async function signInForm(page: Page): Promise<Locator> {
  await page.goto('/moderation');
  const form = page.getByRole('form', { name: 'Moderator sign-in' });
  await form.getByRole('textbox', { name: 'Email' }).fill(STAFF.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(STAFF.password);
  return form;
}

test('a moderator enrolled by npm run moderator signs in with the password and the authenticator code, or a recovery code', async ({
  page,
  browser,
}, testInfo) => {
  const { secret, recoveryCodes } = enrolmentOf(STAFF);

  await test.step('without a code, and with a wrong one, the sign-in says what is missing', async () => {
    const form = await signInForm(page);
    const code = form.getByRole('textbox', { name: 'Code from your authenticator app' });
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByRole('alert')).toHaveText(SECOND_FACTOR_TEXT);
    await expect(code).toBeFocused();
    // A code from five minutes ahead: a real code of this secret, outside the one step either side the server takes.
    await code.fill(totpAt(secret, Math.floor(Date.now() / 30_000) + 10));
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(form.getByRole('alert')).toHaveText(SECOND_FACTOR_TEXT);
    await screenshot(page, testInfo, 'moderator-sign-in-code');
    await expectAccessible(page, testInfo, 'moderator-sign-in-code');
  });

  await test.step('the code the authenticator app shows now signs in, and the audit lists it', async () => {
    const form = page.getByRole('form', { name: 'Moderator sign-in' });
    await form
      .getByRole('textbox', { name: 'Code from your authenticator app' })
      .fill(await freshCode(STAFF));
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Open reports', pressed: true })).toBeVisible();
    await page.getByRole('button', { name: 'Audit log' }).click();
    const rows = page.getByRole('row').filter({ hasText: STAFF.fullName });
    await expect(rows.filter({ hasText: 'signed in' }).first()).toBeVisible();
    await expect(rows.filter({ hasText: 'sign-in refused: no code' }).first()).toBeVisible();
    await expect(rows.filter({ hasText: 'sign-in refused: wrong or used code' }).first()).toBeVisible();
  });

  await test.step('on another phone, a recovery code signs in instead', async () => {
    const context = await secondContext(browser, testInfo);
    try {
      const other = await context.newPage();
      const form = await signInForm(other);
      await form.getByRole('button', { name: 'Use a recovery code instead' }).click();
      // Each project uses its own code: a recovery code signs in once.
      const recoveryCode = recoveryCodes[testInfo.project.name === 'phone' ? 0 : 1]!;
      await form.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCode.toUpperCase());
      await form.getByRole('button', { name: 'Sign in' }).click();
      await expect(other.getByRole('button', { name: 'Open reports', pressed: true })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
