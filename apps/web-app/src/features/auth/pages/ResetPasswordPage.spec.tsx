import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PASSWORD_SET_SSO_MESSAGE } from '@deckmill/api-contracts';
import { renderAppWith } from '../../../testing/renderApp';
import {
  deferredReply,
  fakeAccountsBackend,
  testUser,
  validationError,
} from '../../../testing/fakeAccountsBackend';

async function fillIn() {
  await userEvent.type(await screen.findByLabelText('New password'), 'saffron-glacier-kite-7');
  await userEvent.type(screen.getByLabelText('Confirm new password'), 'saffron-glacier-kite-7');
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('ResetPasswordPage', () => {
  it('sends the token of the link with the new password, shows Resetting... and lands on the dashboard', async () => {
    const reply = deferredReply({ body: {}, signIn: testUser() });
    const { fetchMock, calls } = fakeAccountsBackend({ 'PUT /api/users/password': reply.route });
    const { router } = renderAppWith('/users/password/edit?reset_password_token=tok123', fetchMock);

    await fillIn();
    expect(await screen.findByRole('button', { name: 'Resetting...' })).toBeDisabled();
    reply.release();

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      user: {
        reset_password_token: 'tok123',
        password: 'saffron-glacier-kite-7',
        password_confirmation: 'saffron-glacier-kite-7',
      },
    });
  });

  it('goes to sign in with the answer when the domain enforces SSO (password set, no session)', async () => {
    const { fetchMock } = fakeAccountsBackend({
      'PUT /api/users/password': { body: { message: PASSWORD_SET_SSO_MESSAGE } },
    });
    const { router } = renderAppWith('/users/password/edit?reset_password_token=tok123', fetchMock);

    await fillIn();

    await waitFor(() => expect(router.state.location.pathname).toBe('/users/sign_in'));
    expect(await screen.findByText(PASSWORD_SET_SSO_MESSAGE)).toBeInTheDocument();
  });

  it('explains an expired link and offers a new one', async () => {
    const { fetchMock } = fakeAccountsBackend({
      'PUT /api/users/password': validationError(
        'user.reset_password_token',
        'This password reset link is invalid or has expired.',
      ),
    });
    renderAppWith('/users/password/edit?reset_password_token=old', fetchMock);

    await fillIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('invalid or has expired');
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/users/password/new',
    );
  });
});
