import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAppWith } from '../../../testing/renderApp';
import { deferredReply, fakeAccountsBackend, validationError } from '../../../testing/fakeAccountsBackend';

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

  describe('from an invitation link', () => {
    const invitation = {
      team: { name: 'Kernel & Co' },
      inviter_name: 'Ada Lovelace',
      email: 'grace@example.com',
      expires_at: '2026-03-12T10:00:00.000Z',
    };
    const link = '/users/sign_up?invitation=tok-1&return_to=%2Fapp%2Fteams%3Finvitation%3Dtok-1';

    async function fillAllButEmail() {
      const fill = async (field: HTMLElement, value: string) => {
        await userEvent.click(field);
        await userEvent.paste(value);
      };
      await fill(await screen.findByLabelText('Full name'), 'Grace Hopper');
      await fill(screen.getByLabelText('Password'), 'violet-harbour-tram-42');
      await fill(screen.getByLabelText('Confirm password'), 'violet-harbour-tram-42');
    }

    it('says who invites to which team, prefills the address, and on joining offers Sign in to the team', async () => {
      const message =
        'Your invitation confirmed your email address and you have joined Kernel & Co. Sign in to get started.';
      const { fetchMock, calls } = fakeAccountsBackend({
        'GET /api/invitations/tok-1': { body: invitation },
        'POST /api/users': {
          status: 201,
          body: {
            user: null,
            csrf_token: 'csrf',
            message,
            email_confirmed: true,
            team: { id: 3, short_id: 'kernelco01', name: 'Kernel & Co' },
          },
        },
      });
      renderAppWith(link, fetchMock);

      const banner = await screen.findByText(/invited you to join/);
      expect(banner).toHaveTextContent('Ada Lovelace invited you to join Kernel & Co');
      expect(screen.getByText(/Create your account with grace@example.com/)).toBeInTheDocument();
      expect(screen.getByLabelText('Email')).toHaveValue('grace@example.com');

      await fillAllButEmail();
      await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

      expect(await screen.findByRole('heading', { name: 'Welcome to Kernel & Co' })).toBeInTheDocument();
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
        'href',
        '/users/sign_in?return_to=%2Fapp%2Fteams%2Fkernelco01',
      );
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        user: {
          name: 'Grace Hopper',
          company: '',
          email: 'grace@example.com',
          password: 'violet-harbour-tram-42',
          password_confirmation: 'violet-harbour-tram-42',
          invitation_token: 'tok-1',
        },
      });
    });

    it('keeps the address editable, and says another one will need its confirmation link', async () => {
      const { fetchMock } = fakeAccountsBackend({ 'GET /api/invitations/tok-1': { body: invitation } });
      renderAppWith(link, fetchMock);

      const email = await screen.findByLabelText('Email');
      await waitFor(() => expect(email).toHaveValue('grace@example.com'));
      await userEvent.clear(email);
      await userEvent.paste('grace@elsewhere.example');
      expect(email).toHaveValue('grace@elsewhere.example');
      expect(
        screen.getByText(
          /The invitation confirms only grace@example.com; this address will get a confirmation link/,
        ),
      ).toBeInTheDocument();
    });

    it('says an expired or used invitation is no longer valid, and offers plain sign-up', async () => {
      const { fetchMock } = fakeAccountsBackend({
        'GET /api/invitations/tok-1': { status: 404, body: { errors: {}, error: 'No longer valid.' } },
      });
      renderAppWith(link, fetchMock);

      expect(await screen.findByText('This invitation is no longer valid.')).toBeInTheDocument();
      expect(screen.getByText(/You can still create an account/)).toBeInTheDocument();
      expect(screen.getByLabelText('Email')).toHaveValue('');
      expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
    });
  });
});
