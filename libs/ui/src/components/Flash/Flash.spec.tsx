import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Flash, type FlashKind } from './Flash';

describe('Flash', () => {
  it.each<[FlashKind, string, string]>([
    ['notice', 'green', 'status'],
    ['success', 'green', 'status'],
    ['alert', 'red', 'alert'],
    ['error', 'red', 'alert'],
  ])('shows a %s flash in %s', (kind, tone, role) => {
    render(<Flash kind={kind} message="Something happened" />);
    const banner = screen.getByRole(role);
    expect(banner).toHaveAttribute('data-tone', tone);
    expect(banner).toHaveTextContent('Something happened');
  });

  it('can be dismissed', async () => {
    const onDismiss = vi.fn();
    render(<Flash kind="notice" message="Saved" onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
