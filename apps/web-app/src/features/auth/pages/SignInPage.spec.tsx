import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAppWith } from '../../../testing/renderApp';
import {
  deferredReply,
  fakeAccountsBackend,
  testUser,
  validationError,
} from '../../../testing/fakeAccountsBackend';

describe('SignInPage', () => {
  it('has email, password, remember me, the forgot-password link and a sign-up link keeping return_to', async () => {
    const { fetchMock } = fakeAccountsBackend({});
    renderAppWith('/users/sign_in?return_to=%2Fapp%2Fteams', fetchMock);

    const email = await screen.findByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/users/password/new',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/users/sign_up?return_to=%2Fapp%2Fteams',
    );
  });

  it('sends user{email, password, remember_me}, shows Signing in... and returns to return_to', async () => {
    const signIn = deferredReply({ body: {}, signIn: testUser() });
    const { fetchMock, calls } = fakeAccountsBackend({ 'POST /api/users/sign_in': signIn.route });
    const { router } = renderAppWith('/users/sign_in?return_to=%2Fapp%2Fteams', fetchMock);

    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'violet-harbour-tram-42');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    signIn.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/teams'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      user: { email: 'ada@example.com', password: 'violet-harbour-tram-42', remember_me: true },
    });
  });

  it('shows a wrong email or password once, in the red box', async () => {
    const { fetchMock } = fakeAccountsBackend({
      'POST /api/users/sign_in': validationError('password', 'Invalid email or password.'),
    });
    renderAppWith('/users/sign_in', fetchMock);

    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.getAllByText('Invalid email or password.')).toHaveLength(1);
  });

  it('sends a signed-in visitor to the dashboard', async () => {
    const { fetchMock } = fakeAccountsBackend({}, { user: testUser() });
    const { router } = renderAppWith('/users/sign_in', fetchMock);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
