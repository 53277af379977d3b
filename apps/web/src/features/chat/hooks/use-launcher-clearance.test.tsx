import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import { liftClearOf, useLauncherClearance } from './use-launcher-clearance';

function mayShowAt(path: string): boolean {
  const button = { current: document.createElement('button') };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(() => useLauncherClearance(button, true), { wrapper }).result.current;
}

describe('the floating Chat button', () => {
  it('stays off a product page, whose own Chat talks to that farmer about that crop', () => {
    expect(mayShowAt(paths.product('p1'))).toBe(false);
  });

  it('shows on the other pages, and stays off the form pages as before', () => {
    expect(mayShowAt(paths.products)).toBe(true);
    expect(mayShowAt(paths.home)).toBe(true);
    expect(mayShowAt(paths.seller('s1'))).toBe(true);
    expect(mayShowAt(paths.upload)).toBe(false);
  });
});

describe('where the floating Chat button moves to', () => {
  const home = { bottom: 784, height: 48 };

  it('stays in its corner when nothing is there', () => {
    expect(liftClearOf([], home, 64)).toBe(0);
    expect(liftClearOf([{ top: 100, bottom: 200 }], home, 64)).toBe(0);
  });

  it('moves up past a control under it, and past the next one it would then cover', () => {
    // A search bar's button at the corner, a card's text just above it.
    expect(liftClearOf([{ top: 720, bottom: 770 }], home, 64)).toBe(72);
    expect(
      liftClearOf(
        [
          { top: 720, bottom: 770 },
          { top: 650, bottom: 700 },
        ],
        home,
        64,
      ),
    ).toBe(142);
  });

  it('has no place when the column is full up to the header', () => {
    expect(liftClearOf([{ top: 60, bottom: 790 }], home, 64)).toBeNull();
  });
});
