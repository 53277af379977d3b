import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import { useLauncherClearance } from './use-launcher-clearance';

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
