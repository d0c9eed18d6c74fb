import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAppWith } from '../../../testing/renderApp';
import { fakeAccountsBackend, validationError } from '../../../testing/fakeAccountsBackend';

describe('UnlockPage', () => {
  it('unlocks with the token of the link and offers sign in', async () => {
    const { fetchMock, calls } = fakeAccountsBackend({
      'PUT /api/users/unlock': { body: { message: 'Your account has been unlocked. You can sign in now.' } },
    });
    renderAppWith('/users/unlock?unlock_token=tok7', fetchMock);

    expect(
      await screen.findByText('Your account has been unlocked. You can sign in now.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/users/sign_in');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ unlock_token: 'tok7' });
  });

  it('explains an expired link and that the lock lifts by itself', async () => {
    const { fetchMock } = fakeAccountsBackend({
      'PUT /api/users/unlock': validationError('unlock_token', 'This unlock link is invalid or has expired.'),
    });
    renderAppWith('/users/unlock?unlock_token=old', fetchMock);

    expect(await screen.findByRole('alert')).toHaveTextContent('invalid or has expired');
    expect(screen.getByText(/lifts by itself one hour/)).toBeInTheDocument();
  });
});
