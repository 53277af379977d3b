import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { countSaved, dataSaverOn, setDataSaver } from '@/lib/data-saver';
import { DataSaverSwitch } from './data-saver-switch';

afterEach(async () => {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: undefined });
  setDataSaver(null);
  localStorage.clear();
  await changeLanguage('en');
});

describe('data saver switch', () => {
  it('turns data saver on and off, and says what it does', async () => {
    render(<DataSaverSwitch />);
    const toggle = screen.getByRole('switch', { name: 'Data saver' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(dataSaverOn()).toBe(true);
    expect(toggle).toHaveAccessibleDescription(/Photos load only when you tap them\./);
    await userEvent.click(toggle);
    expect(dataSaverOn()).toBe(false);
  });

  it("is on when the phone asks to save data, says so, and says what it saved this month in the reader's language", async () => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: Object.assign(new EventTarget(), { saveData: true }),
    });
    countSaved('/uploads/switch-test.card.webp', 1_240_000);
    await changeLanguage('hi');
    render(<DataSaverSwitch />);
    const toggle = screen.getByRole('switch', { name: 'डेटा बचत' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAccessibleDescription(/आपके फ़ोन ने डेटा बचाने को कहा है।/);
    expect(screen.getByText(/इस महीने 1\.2 एमबी डेटा बचा/)).toBeInTheDocument();
  });
});
