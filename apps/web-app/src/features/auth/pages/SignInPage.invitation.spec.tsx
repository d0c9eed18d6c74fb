import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAppWith } from '../../../testing/renderApp';
import { fakeAccountsBackend } from '../../../testing/fakeAccountsBackend';

/** The mail's link for an address with an account leads here through return_to=/app/teams?invitation=<token>. */
const link = '/users/sign_in?return_to=%2Fapp%2Fteams%3Finvitation%3Dtok-7';

describe('SignInPage from an invitation link', () => {
  it('says who invites to which team above the form, and keeps the invitation on the Sign up link', async () => {
    const { fetchMock, calls } = fakeAccountsBackend({
      'GET /api/invitations/tok-7': {
        body: {
          team: { name: 'Kernel & Co' },
          inviter_name: 'Ada Lovelace',
          email: 'grace@example.com',
          expires_at: '2026-03-12T10:00:00.000Z',
        },
      },
    });
    renderAppWith(link, fetchMock);

    expect(await screen.findByText(/invited you to join/)).toHaveTextContent(
      'Ada Lovelace invited you to join Kernel & Co',
    );
    expect(screen.getByText('Sign in as grace@example.com to accept or decline it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/users/sign_up?return_to=%2Fapp%2Fteams%3Finvitation%3Dtok-7',
    );
    expect(calls.filter((call) => call.path === '/api/invitations/tok-7')).toHaveLength(1);
  });

  it('says an invitation that is gone is no longer valid, and still offers sign-in', async () => {
    const { fetchMock } = fakeAccountsBackend({
      'GET /api/invitations/tok-7': { status: 404, body: { errors: {}, error: 'No longer valid.' } },
    });
    renderAppWith(link, fetchMock);

    expect(await screen.findByText('This invitation is no longer valid.')).toBeInTheDocument();
    expect(screen.getByText(/You can still sign in/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});
