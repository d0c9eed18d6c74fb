import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAppWith } from '../../../testing/renderApp';
import { fakeAccountsBackend, testUser } from '../../../testing/fakeAccountsBackend';

const inTwoDays = () => new Date(Date.now() + 2 * 24 * 3600_000).toISOString();

describe('ConfirmationGate', () => {
  it('shows a banner with a resend button to an unconfirmed user during the grace period', async () => {
    const { fetchMock, calls } = fakeAccountsBackend(
      { 'POST /api/users/confirmation': { body: { message: 'sent' } } },
      { user: testUser({ confirmed: false, confirmation_grace_ends_at: inTwoDays() }) },
    );
    renderAppWith('/app/teams', fetchMock);

    expect(await screen.findByText(/Please confirm your email address/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    expect(await screen.findByText('A new confirmation link is on its way.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/users/confirmation')).toBe(
      true,
    );
  });

  it('sends an unconfirmed user to the resend page once the grace period is over', async () => {
    const { fetchMock } = fakeAccountsBackend(
      {},
      { user: testUser({ confirmed: false, confirmation_grace_ends_at: '2020-01-01T00:00:00.000Z' }) },
    );
    const { router } = renderAppWith('/app/teams', fetchMock);
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/confirmation/new'));
  });

  it('shows nothing to a confirmed user', async () => {
    const { fetchMock } = fakeAccountsBackend({}, { user: testUser() });
    renderAppWith('/settings/api_keys/new', fetchMock);
    expect(await screen.findByRole('heading', { level: 1, name: 'Create API Key' })).toBeInTheDocument();
    expect(screen.queryByText(/Please confirm your email address/)).not.toBeInTheDocument();
  });
});
