import { API, sellerWithCrop, registerViaApi } from '../support/api';
import { newCrop, newPerson } from '../support/data';
import { COLOURS, jpeg } from '../support/images';
import { test, expect } from '../support/test';
import { chatLauncher, expectWishlistBadge, loginViaUi, navItems, toast, wishlistLink } from '../support/ui';

test('logout clears the session, the user, the wishlist badge and the guarded pages', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const crop = newCrop('Potato', testInfo);
  const { product } = await sellerWithCrop(baseURL!, newPerson('seller', testInfo), crop, [
    await jpeg('p.jpg', COLOURS.potato),
  ]);
  const buyer = newPerson('user', testInfo);
  await registerViaApi(request, buyer);
  await loginViaUi(page, buyer);

  await test.step('a logged-in buyer with one wishlisted crop', async () => {
    await page.goto(`/description/${product._id}`);
    await page.getByRole('button', { name: 'Add to Wishlist' }).click();
    await expect(toast(page, 'Successfully added to the cart')).toBeVisible();
    await expectWishlistBadge(page, 1);
    // A listing has its own Chat in its actions; the floating Chat button is on the other pages.
    await page.goto('/');
    // Once the latest crops are in: a page still growing moves its end from under the button.
    await expect(
      page.getByRole('list', { name: 'Latest products' }).getByRole('article').first(),
    ).toBeVisible();
    await expect(await chatLauncher(page)).toHaveAccessibleName('Open chat');
    // Only who is signed in is kept; the email, phone and address stay with the server (the `me` query).
    const stored = await page.evaluate(() => localStorage.getItem('root'));
    const user = (JSON.parse(stored ?? '{}') as { state?: { user?: Record<string, unknown> } }).state?.user;
    expect(Object.keys(user ?? {}).sort()).toEqual(['_id', 'fullName', 'role']);
    expect(user).toMatchObject({ role: 'user', fullName: buyer.fullName });
    expect(stored).not.toContain(buyer.email);
  });

  await test.step('logs out from the nav', async () => {
    const nav = await navItems(page);
    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step('the nav shows Login and Sign Up; no wishlist badge, profile or chat button', async () => {
    await expect(wishlistLink(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Open chat/ })).toHaveCount(0);
    const nav = await navItems(page);
    await expect(nav.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sign Up', exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'My profile' })).toHaveCount(0);
  });

  await test.step("local storage 'root' keeps no user or chat, no search at all, and no token anywhere", async () => {
    const storage = await page.evaluate(() => ({ ...localStorage }));
    const root = JSON.parse(storage.root ?? '{}') as { state?: Record<string, unknown> };
    expect(Object.keys(root.state ?? {}).sort()).toEqual(['chat', 'user']);
    expect(root.state?.user).toBeNull();
    expect(root.state?.chat).toMatchObject({ isChatOpen: false, selectedUserId: null });
    expect(JSON.stringify(storage)).not.toContain(buyer.email);
    expect(Object.keys(storage).filter((key) => /token/i.test(key))).toEqual([]);
  });

  await test.step('the server session is over', async () => {
    const me = await page.request.get(`${API}/user/me`);
    expect(me.status()).toBe(401);
  });

  await test.step('the guarded pages send the visitor home, and the product offers Add to Wishlist again', async () => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/$/);
    await page.goto(`/description/${product._id}`);
    await expect(page.getByRole('heading', { name: crop.productName, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Wishlist' })).toBeEnabled();
    // A visitor is offered Chat as well (it asks them to log in first).
    await expect(page.getByRole('button', { name: /^Chat with/ })).toBeVisible();
    // After a reload nothing comes back.
    await page.reload();
    await expect(page.getByRole('heading', { name: crop.productName, level: 1 })).toBeVisible();
    await expect(wishlistLink(page)).toHaveCount(0);
  });
});
