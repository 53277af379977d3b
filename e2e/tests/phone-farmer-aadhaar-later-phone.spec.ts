import { newCrop, newPerson, validAadhaar } from '../support/data';
import { COLOURS, jpeg } from '../support/images';
import { lastSms, uniqueMobile } from '../support/sms';
import { test, expect } from '../support/test';
import { fillCropForm, ROLE_LABEL, toast } from '../support/ui';

/*
 * A farmer proves the phone and signs up without Aadhaar (asked nothing a stranger's site should not ask at once),
 * posts a crop, and later adds Aadhaar from the profile for the "Aadhaar on file" mark.
 */
test('a farmer signs up by phone without Aadhaar, posts a crop, then adds Aadhaar from the profile', async ({
  page,
}, testInfo) => {
  const mobile = uniqueMobile();
  const farmer = newPerson('seller', testInfo);
  const crop = newCrop('Onion', testInfo, { unit: 'quintal', price: '1800', quantity: '40' });
  const aadhaar = validAadhaar();

  await test.step('proves the number with the code from the SMS', async () => {
    await page.goto('/login/phone');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
    await page.getByRole('button', { name: 'Send code' }).click();
    const sms = await lastSms(`+91${mobile}`);
    await page
      .getByRole('textbox', { name: /^Enter the 6-digit code sent to \+91/ })
      .pressSequentially(sms.code);
    await expect(page.getByRole('heading', { name: 'A few details to finish' })).toBeVisible();
  });

  await test.step('signs up as a farmer, leaving Aadhaar for later', async () => {
    await page.getByRole('radio', { name: ROLE_LABEL.seller }).check();
    const aadhaarBox = page.getByRole('textbox', { name: 'Aadhar number (optional)' });
    await expect(aadhaarBox).toHaveAccessibleDescription(
      /later from your profile, for the “Aadhaar on file” mark/,
    );
    await page.getByRole('textbox', { name: 'Full name' }).fill(farmer.fullName);
    await page.getByRole('textbox', { name: 'Address' }).fill(farmer.address);
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(toast(page, 'Account created. Welcome to KisanSetu!')).toBeVisible();
  });

  await test.step('posts a crop at once', async () => {
    await expect(page).toHaveURL(/\/upload$/);
    await page
      .getByLabel('Add photo 1', { exact: true })
      .setInputFiles(await jpeg('onion.jpg', COLOURS.potato));
    await fillCropForm(page, crop);
    await page.getByRole('button', { name: 'Post Product' }).click();
    await expect(toast(page, 'Product posted successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
  });

  await test.step('adds Aadhaar from the profile; a wrong number is refused in the spec’s words', async () => {
    const details = page.getByRole('region', { name: 'Profile details' });
    await details.getByRole('link', { name: 'Add Aadhaar for the “Aadhaar on file” mark' }).click();
    await expect(page).toHaveURL(/\/profile\/update-seller$/);
    const box = page.getByRole('textbox', { name: 'Aadhar number' });
    await box.fill('12345');
    await expect(page.getByText('Must be 12 digits')).toBeVisible();
    await box.fill(aadhaar);
    await expect(page.getByText('Must be 12 digits')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Profile updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(details).toContainText(`XXXXXXXX${aadhaar.slice(-4)}`);
  });

  await test.step('the farmer’s page now shows "Aadhaar on file"', async () => {
    const me = await page.request.get('/api/v1/user/me');
    const { _id } = ((await me.json()) as { data: { user: { _id: string } } }).data.user;
    await page.goto(`/user/profile/${_id}`);
    await expect(page.getByText('Aadhaar on file').first()).toBeVisible();
  });
});
