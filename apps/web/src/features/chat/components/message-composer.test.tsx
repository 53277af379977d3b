import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageComposer } from './message-composer';

afterEach(() => vi.unstubAllGlobals());

/** A device whose pointers are as given: `coarse` a finger, `fine` a mouse or trackpad. */
function pointers(kind: 'touch' | 'mouse') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches:
      kind === 'touch'
        ? query === '(pointer: coarse)'
        : query === '(any-pointer: fine)' || query === '(pointer: fine)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('The message box', () => {
  it('tells a keyboard user that Enter sends and Shift+Enter starts a new line', () => {
    pointers('mouse');
    render(<MessageComposer recipientName="Ramesh" onSend={() => undefined} />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
      'Enter sends the message. Shift+Enter starts a new line.',
    );
  });

  it('gives no keyboard tip on a touch screen, where there is no Shift key', () => {
    pointers('touch');
    render(<MessageComposer recipientName="Ramesh" onSend={() => undefined} />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('');
    expect(screen.queryByText(/Shift\+Enter/)).toBeNull();
  });
});
