import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SSO_ENFORCED_MESSAGE } from '@deckmill/api-contracts';
import { leaveApp } from '../../../lib/leaveApp';
import { renderAppWith } from '../../../testing/renderApp';
import { fakeAccountsBackend, validationError } from '../../../testing/fakeAccountsBackend';

vi.mock('../../../lib/leaveApp', () => ({ leaveApp: vi.fn() }));

afterEach(() => {
  vi.mocked(leaveApp).mockClear();
});

describe('SignInPage single sign-on', () => {
  it('asks for the work email (starting from the one typed) and leaves for the SSO start with it', async () => {
    const { fetchMock, calls } = fakeAccountsBackend({});
    renderAppWith('/users/sign_in', fetchMock);

    await userEvent.type(await screen.findByLabelText('Email'), 'ada@acme.example');
    expect(screen.queryByLabelText('Work email')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with SSO' }));

    const form = screen.getByRole('form', { name: 'Single sign-on' });
    const workEmail = within(form).getByLabelText('Work email');
    expect(workEmail).toHaveValue('ada@acme.example');
    expect(workEmail).toHaveFocus();
    await userEvent.clear(workEmail);
    await userEvent.type(workEmail, 'ada+sso@acme.example');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign in with SSO' }));

    expect(leaveApp).toHaveBeenCalledWith('/api/users/sso?email=ada%2Bsso%40acme.example');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(within(form).getByRole('button', { name: 'Redirecting...' })).toBeDisabled();

    // Back from the provider, a page restored from the browser's cache is usable again.
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(await within(form).findByRole('button', { name: 'Sign in with SSO' })).toBeEnabled();
  });

  it('does not leave without an email (the field is required)', async () => {
    const { fetchMock } = fakeAccountsBackend({});
    renderAppWith('/users/sign_in', fetchMock);

    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with SSO' }));
    const form = screen.getByRole('form', { name: 'Single sign-on' });
    expect(within(form).getByLabelText('Work email')).toBeRequired();
    await userEvent.click(within(form).getByRole('button', { name: 'Sign in with SSO' }));
    expect(leaveApp).not.toHaveBeenCalled();
  });

  it.each([
    ['no_sso_for_domain', 'No single sign-on is set up for this email domain. Sign in with your password.'],
    ['provider_unreachable', /could not be reached/],
    ['sign_in_failed', /did not complete/],
    ['email_not_allowed', /does not accept/],
    ['account_locked', /This account is locked/],
    ['operator_password_only', /operator account: it signs in with its password/],
    ['something_new', 'Single sign-on did not complete. Please try again.'],
  ])('says why SSO came back with ?sso_error=%s', async (code, message) => {
    const { fetchMock } = fakeAccountsBackend({});
    renderAppWith(`/users/sign_in?sso_error=${code}`, fetchMock);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows no SSO message without ?sso_error', async () => {
    const { fetchMock } = fakeAccountsBackend({});
    renderAppWith('/users/sign_in', fetchMock);
    await screen.findByLabelText('Email');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['in the box', { status: 401, body: { errors: {}, error: SSO_ENFORCED_MESSAGE } }],
    ['beside the email', validationError('email', SSO_ENFORCED_MESSAGE)],
  ])(
    'puts the SSO form first, filled in, when password sign-in answers that SSO is enforced (%s)',
    async (_where, reply) => {
      const { fetchMock } = fakeAccountsBackend({ 'POST /api/users/sign_in': reply });
      renderAppWith('/users/sign_in', fetchMock);

      await userEvent.type(await screen.findByLabelText('Email'), 'ada@acme.example');
      await userEvent.type(screen.getByLabelText('Password'), 'violet-harbour-tram-42');
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

      const form = await screen.findByRole('form', { name: 'Single sign-on' });
      expect(screen.getAllByRole('alert')[0]).toHaveTextContent(SSO_ENFORCED_MESSAGE);
      const workEmail = within(form).getByLabelText('Work email');
      expect(workEmail).toHaveValue('ada@acme.example');
      // First in the page: before the password form's fields.
      expect(
        workEmail.compareDocumentPosition(screen.getByLabelText('Password')) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      await userEvent.click(within(form).getByRole('button', { name: 'Sign in with SSO' }));
      await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('/api/users/sso?email=ada%40acme.example'));
    },
  );

  it('keeps the optional SSO control for any other sign-in error', async () => {
    const { fetchMock } = fakeAccountsBackend({
      'POST /api/users/sign_in': validationError('password', 'Invalid email or password.'),
    });
    renderAppWith('/users/sign_in', fetchMock);

    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.queryByRole('form', { name: 'Single sign-on' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with SSO' })).toBeInTheDocument();
  });
});
