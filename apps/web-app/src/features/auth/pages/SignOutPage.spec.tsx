import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveApp } from '../../../lib/leaveApp';
import { renderAppWith } from '../../../testing/renderApp';
import { fakeAccountsBackend, testUser } from '../../../testing/fakeAccountsBackend';

vi.mock('../../../lib/leaveApp', () => ({ leaveApp: vi.fn() }));

afterEach(() => {
  vi.mocked(leaveApp).mockClear();
});

describe('SignOutPage', () => {
  it('signs out only when asked (DELETE), then goes to the public site', async () => {
    const { fetchMock, calls } = fakeAccountsBackend(
      { 'DELETE /api/users/sign_out': { status: 204 } },
      { user: testUser() },
    );
    renderAppWith('/users/sign_out', fetchMock);

    const button = await screen.findByRole('button', { name: 'Sign out' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(button);

    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('/'));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/users/sign_out')).toBe(true);
  });

  it('tells an anonymous visitor they are signed out', async () => {
    const { fetchMock } = fakeAccountsBackend({});
    renderAppWith('/users/sign_out', fetchMock);
    expect(await screen.findByText('You are signed out.')).toBeInTheDocument();
  });
});
