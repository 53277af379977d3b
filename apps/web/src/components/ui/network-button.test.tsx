import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { NetworkButton } from './network-button';

afterEach(() => {
  act(() => onlineManager.setOnline(true));
});

describe('NetworkButton', () => {
  it('is disabled offline with the reason beside it, and works again when the connection is back', async () => {
    const save = vi.fn();
    render(<NetworkButton onClick={save}>Save</NetworkButton>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeEnabled();
    expect(screen.queryByText('You are offline: this needs a connection.')).toBeNull();

    act(() => onlineManager.setOnline(false));
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('You are offline: this needs a connection.');
    await userEvent.click(button);
    expect(save).not.toHaveBeenCalled();

    act(() => onlineManager.setOnline(true));
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('You are offline: this needs a connection.')).toBeNull();
  });

  it('keeps its own disabled state online', () => {
    render(<NetworkButton disabled>Save</NetworkButton>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
