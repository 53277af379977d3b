import { test, expect } from '../support/test';
import { navItems } from '../support/ui';

test('switching to Hindi from the nav translates the pages and forms, and is remembered', async ({
  page,
}) => {
  const html = page.locator('html');
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: 'KisanSetu: farmers and buyers, directly', level: 1 }),
  ).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'en');

  await test.step('switches to Hindi from the nav bar', async () => {
    const picker = page.getByRole('banner').getByRole('combobox', { name: 'Language' });
    // Every language is listed in its own script, marked with its own `lang`.
    await expect(picker.locator('option[lang="hi"]')).toHaveText('हिन्दी');
    await expect(picker.locator('option[lang="en"]')).toHaveText('English');
    await picker.selectOption('hi');
    await expect(
      page.getByRole('heading', { name: 'किसानसेतु: किसान और ख़रीदार, सीधे आमने-सामने', level: 1 }),
    ).toBeVisible();
    await expect(html).toHaveAttribute('lang', 'hi');
    const mostSearched = page.getByRole('region', { name: 'सबसे ज़्यादा खोजी गई फ़सलें' });
    await expect(mostSearched.getByRole('button', { name: 'आलू' })).toBeVisible();
    await expect(mostSearched.getByRole('button', { name: 'गेहूं' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'नई फ़सलें' }).getByRole('button', { name: 'पसंद-सूची में जोड़ें' }).first(),
    ).toBeVisible();
    await expect(page.getByText('Most Searched')).toHaveCount(0);
  });

  await test.step('a form is in Hindi, its validation messages too', async () => {
    const nav = await navItems(page);
    await nav.getByRole('link', { name: 'खाता बनाएँ' }).click();
    await expect(page.getByRole('heading', { name: 'अपना खाता बनाएँ', level: 1 })).toBeVisible();
    const fullName = page.getByRole('textbox', { name: 'पूरा नाम' });
    await fullName.fill('र');
    await fullName.fill('');
    await expect(fullName).toHaveAccessibleDescription('पूरा नाम डालना ज़रूरी है');
    const email = page.getByRole('textbox', { name: 'ईमेल' });
    await email.fill('ramesh@rediffmail.com');
    await expect(email).toHaveAccessibleDescription('ईमेल पता मान्य नहीं है');
  });

  await test.step('after a reload the choice is remembered', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'अपना खाता बनाएँ', level: 1 })).toBeVisible();
    await expect(html).toHaveAttribute('lang', 'hi');
    expect(await page.evaluate(() => localStorage.getItem('kisansetu.language'))).toBe('hi');
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'किसानसेतु: किसान और ख़रीदार, सीधे आमने-सामने', level: 1 }),
    ).toBeVisible();
  });

  await test.step('and switching back to English is remembered too', async () => {
    await page.getByRole('banner').getByRole('combobox', { name: 'भाषा' }).selectOption('en');
    await expect(
      page.getByRole('heading', { name: 'KisanSetu: farmers and buyers, directly', level: 1 }),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'KisanSetu: farmers and buyers, directly', level: 1 }),
    ).toBeVisible();
    await expect(html).toHaveAttribute('lang', 'en');
  });
});
