import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, testAdmin } from '../../testing/renderAdmin';
import { leaveApp } from '../routing/leaveApp';

vi.mock('../routing/leaveApp', () => ({ leaveApp: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
});

describe('admin access', () => {
  it('sends an anonymous visitor to sign in with return_to=/admin', async () => {
    renderAdmin('/admin', null);
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('/users/sign_in?return_to=%2Fadmin'));
  });

  it('brings an anonymous visitor back to the admin page they asked for', async () => {
    renderAdmin('/admin/users?page=2', null);
    await waitFor(() =>
      expect(leaveApp).toHaveBeenCalledWith('/users/sign_in?return_to=%2Fadmin%2Fusers%3Fpage%3D2'),
    );
  });

  it('shows a not authorised screen to a signed-in user without the admin flag', async () => {
    renderAdmin('/admin/users', testAdmin({ admin: false }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Not authorised' })).toBeInTheDocument();
    expect(screen.getByText(/403/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to app' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('navigation', { name: 'Admin navigation' })).not.toBeInTheDocument();
    expect(leaveApp).not.toHaveBeenCalled();
  });
});
