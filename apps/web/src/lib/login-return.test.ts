import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetLoginReturn,
  peekLoginReturn,
  rememberLoginReturn,
  rememberNextFrom,
  takeLoginReturn,
} from './login-return';

afterEach(() => forgetLoginReturn());

describe('return after login', () => {
  it('brings back the page and the action once', () => {
    rememberLoginReturn('/description/abc?x=1', { kind: 'wishlist', productId: 'abc' });
    expect(takeLoginReturn()).toMatchObject({
      path: '/description/abc?x=1',
      action: { kind: 'wishlist', productId: 'abc' },
    });
    expect(takeLoginReturn()).toBeNull();
  });

  it('never sends anyone to another site, and forgets a wish older than half an hour', () => {
    for (const path of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      sessionStorage.setItem('kisansetu.loginReturn', JSON.stringify({ path, action: null, at: Date.now() }));
      expect(peekLoginReturn()).toBeNull();
    }
    rememberLoginReturn('/product', null);
    expect(peekLoginReturn(Date.now() + 31 * 60_000)).toBeNull();
    expect(peekLoginReturn()).toMatchObject({ path: '/product', action: null });
  });

  it('drops an action that is not well formed, keeping the page', () => {
    sessionStorage.setItem(
      'kisansetu.loginReturn',
      JSON.stringify({ path: '/product', action: { kind: 'chat', sellerId: '' }, at: Date.now() }),
    );
    expect(peekLoginReturn()).toMatchObject({ path: '/product', action: null });
  });

  it("keeps a link's ?next= page for after login, never another site's", () => {
    rememberNextFrom('?next=%2Fchat%2Fabc%3Falert%3DAb3dE5gH7jK_');
    expect(takeLoginReturn()).toMatchObject({ path: '/chat/abc?alert=Ab3dE5gH7jK_', action: null });
    for (const next of ['https://evil.example/x', '//evil.example', '']) {
      rememberNextFrom(`?next=${encodeURIComponent(next)}`);
      expect(peekLoginReturn()).toBeNull();
    }
  });
});
