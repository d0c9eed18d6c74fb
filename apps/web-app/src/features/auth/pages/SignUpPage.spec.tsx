import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppWith } from '../../../testing/renderApp';
import {
  deferredReply,
  fakeAccountsBackend,
  testUser,
  validationError,
} from '../testing/fakeAccountsBackend';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillIn() {
  await userEvent.type(await screen.findByLabelText('Full name'), 'Ada Lovelace');
  await userEvent.type(screen.getByLabelText(/^Company/), 'Engines Ltd');
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'violet-harbour-tram-42');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'violet-harbour-tram-42');
}

describe('SignUpPage', () => {
  it('has the spec fields, company optional, and the Terms and Privacy links', async () => {
    const { fetchMock } = fakeAccountsBackend({});
    renderAppWith('/users/sign_up', fetchMock);

    expect(await screen.findByLabelText('Full name')).toBeRequired();
    expect(screen.getByLabelText(/^Company/)).not.toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByLabelText('Confirm password')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/users/sign_in');
  });

  it('sends user{...}, shows Creating account... and lands on the dashboard', async () => {
    const signUp = deferredReply({ status: 201, body: {}, signIn: testUser({ confirmed: false }) });
    const { fetchMock, calls } = fakeAccountsBackend({ 'POST /api/users': signUp.route });
    const { router } = renderAppWith('/users/sign_up', fetchMock);

    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    signUp.release();

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      user: {
        name: 'Ada Lovelace',
        company: 'Engines Ltd',
        email: 'ada@example.com',
        password: 'violet-harbour-tram-42',
        password_confirmation: 'violet-harbour-tram-42',
      },
    });
  });

  it('shows errors keyed user.* beneath their fields and the first in the red box', async () => {
    const { fetchMock } = fakeAccountsBackend({
      'POST /api/users': validationError('user.email', 'Email has already been taken'),
    });
    renderAppWith('/users/sign_up', fetchMock);

    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Email has already been taken');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Full name')).not.toHaveAttribute('aria-invalid', 'true');
  });
});
