import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyButton } from './CopyButton';

describe('CopyButton', () => {
  afterEach(() => vi.useRealTimers());

  it('puts the value on the clipboard and says "Copied" for two seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<CopyButton value="dmk_secret" label="Copy key" />);
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('dmk_secret');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied to the clipboard');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
  });

  it('says how to copy by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    render(<CopyButton value="dmk_secret" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText(/press Ctrl\+C to copy/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });
});
