import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppWith } from '../../../testing/renderApp';
import { deferredReply, fakeAccountsBackend, validationError } from '../../../testing/fakeAccountsBackend';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Pastes rather than types each field: typing five fields key by key takes seconds on a loaded machine. */
async function fillIn() {
  const fill = async (field: HTMLElement, value: string) => {
    await userEvent.click(field);
    await userEvent.paste(value);
  };
  await fill(await screen.findByLabelText('Full name'), 'Ada Lovelace');
  await fill(screen.getByLabelText(/^Company/), 'Engines Ltd');
  await fill(screen.getByLabelText('Email'), 'ada@example.com');
  await fill(screen.getByLabelText('Password'), 'violet-harbour-tram-42');
  await fill(screen.getByLabelText('Confirm password'), 'violet-harbour-tram-42');
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

  it('sends user{...}, shows Creating account..., then "check your mail" without signing in', async () => {
    const message =
      'A message with a confirmation link has been sent to your email address. Please follow the link to activate your account.';
    const signUp = deferredReply({ status: 201, body: { user: null, csrf_token: 'csrf', message } });
    const { fetchMock, calls } = fakeAccountsBackend({ 'POST /api/users': signUp.route });
    const { router } = renderAppWith('/users/sign_up?return_to=/app/teams', fetchMock);

    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    signUp.release();

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByText(/ada@example.com/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/users/sign_in?return_to=%2Fapp%2Fteams',
    );
    expect(router.state.location.pathname).toBe('/users/sign_up');
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
      'POST /api/users': validationError('user.email', 'Email is not a valid address.'),
    });
    renderAppWith('/users/sign_up', fetchMock);

    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Email is not a valid address.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Full name')).not.toHaveAttribute('aria-invalid', 'true');
  });
});
