import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { ShareButton, sharePlace, shareUrl } from './share-button';

const TEXT = 'Red Onion ₹32/kg at Lasalgaon, Nashik — on KisanSetu';

function renderShare() {
  return render(
    <ShareButton label="Share this listing" title="Red Onion" text={TEXT} path="/description/abc-123" />,
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
  await changeLanguage('en');
});

describe('Share', () => {
  it("opens the phone's share sheet with the listing's text and link where the browser has one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderShare();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Share this listing' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Red Onion',
      text: TEXT,
      url: `${window.location.origin}/description/abc-123?lang=en`,
    });
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).not.toBeInTheDocument();
  });

  it('otherwise offers WhatsApp with the text and link ready, and Copy link', async () => {
    // user-event gives the page a clipboard of its own, read back below.
    const user = userEvent.setup();
    renderShare();
    const button = screen.getByRole('button', { name: 'Share this listing' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const whatsApp = screen.getByRole('link', { name: 'WhatsApp' });
    const href = new URL(whatsApp.getAttribute('href')!);
    expect(href.origin).toBe('https://wa.me');
    expect(href.searchParams.get('text')).toBe(
      `${TEXT} ${window.location.origin}/description/abc-123?lang=en`,
    );
    expect(whatsApp).toHaveAttribute('target', '_blank');

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe(
        `${window.location.origin}/description/abc-123?lang=en`,
      ),
    );
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).not.toBeInTheDocument();
  });

  it('closes its menu on Escape', async () => {
    renderShare();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Share this listing' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).not.toBeInTheDocument();
  });

  it('names the place as "town, district" when it is known, else the address', () => {
    const location = {
      pincode: '422306',
      place: 'Lasalgaon',
      district: 'Nashik',
      state: 'Maharashtra',
      lat: 20,
      lon: 74,
    };
    expect(sharePlace(location, 'Gat 12, Lasalgaon')).toBe('Lasalgaon, Nashik');
    expect(sharePlace(null, 'Gat 12, Lasalgaon')).toBe('Gat 12, Lasalgaon');
  });

  it('reads in Hindi', async () => {
    await changeLanguage('hi');
    renderShare();
    expect(screen.getByRole('button', { name: 'Share this listing' })).toHaveTextContent('शेयर करें');
  });
});

describe('shareUrl', () => {
  it("carries the sender's language and keeps the rest of the path", () => {
    expect(shareUrl('/description/abc-123', 'hi', 'https://kisansetu.example')).toBe(
      'https://kisansetu.example/description/abc-123?lang=hi',
    );
    expect(shareUrl('/search?q=onion&lang=ta', 'mr', 'https://kisansetu.example')).toBe(
      'https://kisansetu.example/search?q=onion&lang=mr',
    );
  });

  it('shares the link in the language the app shows', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await changeLanguage('hi');
    renderShare();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Share this listing' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${window.location.origin}/description/abc-123?lang=hi` }),
    );
  });
});
