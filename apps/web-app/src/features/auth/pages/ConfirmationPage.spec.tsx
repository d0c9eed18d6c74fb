import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAppWith } from '../../../testing/renderApp';
import { fakeAccountsBackend, validationError } from '../../../testing/fakeAccountsBackend';

describe('ConfirmationPage', () => {
  it('confirms with the token of the link (one PUT, never a GET) and says so in green', async () => {
    const { fetchMock, calls } = fakeAccountsBackend({
      'PUT /api/users/confirmation': {
        body: { message: 'Your email address has been successfully confirmed.' },
      },
    });
    renderAppWith('/users/confirmation?confirmation_token=tok42', fetchMock);

    expect(
      await screen.findByText('Your email address has been successfully confirmed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/users/sign_in');
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts).toEqual([
      { method: 'PUT', path: '/api/users/confirmation', search: '', body: { confirmation_token: 'tok42' } },
    ]);
  });

  it('offers a new link when the token is invalid', async () => {
    const { fetchMock } = fakeAccountsBackend({
      'PUT /api/users/confirmation': validationError(
        'confirmation_token',
        'This confirmation link is invalid.',
      ),
    });
    renderAppWith('/users/confirmation?confirmation_token=bad', fetchMock);

    expect(await screen.findByRole('alert')).toHaveTextContent('This confirmation link is invalid.');
    expect(screen.getByRole('link', { name: 'Send me a new confirmation link' })).toHaveAttribute(
      'href',
      '/users/confirmation/new',
    );
  });
});
