import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sellerWithCrop } from '../support/api';
import { newCrop, newPerson } from '../support/data';
import { COLOURS, jpeg } from '../support/images';
import { test, expect } from '../support/test';
import { languagePicker, loginViaUi, screenshot } from '../support/ui';
import { LANGUAGE_SCRIPTS } from '../../apps/web/src/lib/language-scripts';

/*
 * A farmer on a phone picks their language in the nav and the home page, search, a listing and the upload
 * form are in its script, with `<html lang>` to match. One journey per language the app offers (read from the
 * registry, apps/web/src/lib/languages.ts), each with phone screenshots.
 */

/** A heading "in that script" has at least one letter from the language's Unicode block. */
const SCRIPT: Readonly<Record<string, RegExp>> = LANGUAGE_SCRIPTS;

/** The languages with a registered table (the LOADERS map of the web's language registry), English aside. */
function offeredLanguages(): string[] {
  const source = readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/lib/languages.ts'),
    'utf8',
  );
  const block = /const LOADERS[\s\S]*?> = \{([\s\S]*?)\n\};/.exec(source)?.[1] ?? '';
  return [...block.matchAll(/^\s+(\w{2}): \(\) =>/gm)].map((match) => match[1]!);
}

const languages = offeredLanguages();

test('the registry offers every language with a script to check', () => {
  expect(languages).toContain('hi');
  for (const lang of languages) expect(Object.keys(SCRIPT)).toContain(lang);
});

for (const lang of languages) {
  test(`in ${lang}: home, search, a listing and the upload form are in its script`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const script = SCRIPT[lang]!;
    const farmer = newPerson('seller', testInfo);
    const crop = newCrop('Onion', testInfo, { unit: 'quintal', price: '2100' });
    const { product } = await sellerWithCrop(baseURL!, farmer, crop, [
      await jpeg('onion.jpg', COLOURS.tomato),
    ]);
    const html = page.locator('html');
    // Retried until it holds: a listing's first HTML is English until the app takes over in the chosen language.
    const inScript = (locator: ReturnType<typeof page.locator>) => expect(locator).toHaveText(script);

    await loginViaUi(page, farmer);
    await (await languagePicker(page)).selectOption(lang);
    await expect(html).toHaveAttribute('lang', lang);
    const home = page.getByRole('heading', { level: 1 });
    await expect(home).not.toHaveText('KisanSetu: farmers and buyers, directly');
    await inScript(home);
    await inScript(page.getByRole('banner'));
    await screenshot(page, testInfo, `language-${lang}-home`);

    await page.goto('/search');
    await expect(html).toHaveAttribute('lang', lang);
    // The name box (a combobox, for its suggestions), labelled in the language; the farmer's own address is prefilled,
    // so the crop is found across India with the note that says so.
    const nameBox = page.getByRole('main').getByRole('combobox').first();
    await expect(nameBox).toHaveAccessibleName(script);
    await nameBox.fill(crop.productName);
    await nameBox.press('Enter');
    await expect(page.getByRole('heading', { name: crop.productName }).first()).toBeVisible();
    await inScript(page.getByRole('heading', { level: 1 }));
    await screenshot(page, testInfo, `language-${lang}-search`);

    await page.goto(`/description/${product._id}`);
    await expect(page.getByRole('heading', { name: crop.productName, level: 1 })).toBeVisible();
    await expect(html).toHaveAttribute('lang', lang);
    await inScript(page.getByRole('heading', { level: 2 }).first());
    await inScript(page.getByRole('main'));
    await screenshot(page, testInfo, `language-${lang}-product`);

    await page.goto('/upload');
    await expect(html).toHaveAttribute('lang', lang);
    await inScript(page.getByRole('heading', { level: 1 }));
    await expect(page.getByRole('textbox').first()).toHaveAccessibleName(script);
    await screenshot(page, testInfo, `language-${lang}-upload`);
  });
}
