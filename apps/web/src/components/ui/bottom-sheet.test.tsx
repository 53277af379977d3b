import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BottomSheet } from './bottom-sheet';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open filters
      </button>
      <button type="button">Behind the sheet</button>
      <BottomSheet
        open={open}
        title="Sort and distance"
        onClose={() => setOpen(false)}
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Show results
          </button>
        }
      >
        <label>
          PIN <input />
        </label>
      </BottomSheet>
    </>
  );
}

describe('Bottom sheet', () => {
  it('is a dialog named by its title, focuses its close button and keeps Tab inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open filters' }));
    const sheet = screen.getByRole('dialog', { name: 'Sort and distance' });
    expect(sheet).toBeVisible();
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('textbox', { name: 'PIN' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show results' })).toHaveFocus();
    // Past the last control Tab comes back to the first, never to the page behind.
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Show results' })).toHaveFocus();
  });

  it('closes with Escape and gives the focus back to what opened it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open filters' });
    await user.click(opener);
    await user.type(screen.getByRole('textbox', { name: 'PIN' }), '4220');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    // What was typed is kept for the next opening.
    await user.click(opener);
    expect(screen.getByRole('textbox', { name: 'PIN' })).toHaveValue('4220');
  });

  it('closes with its close button, its footer action and a tap on the backdrop', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open filters' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(opener);
    // The dialog element itself is the backdrop: its content is a box inside it.
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
