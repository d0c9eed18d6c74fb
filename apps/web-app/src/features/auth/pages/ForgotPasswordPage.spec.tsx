import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAppWith } from '../../../testing/renderApp';
import { deferredReply, fakeAccountsBackend } from '../../../testing/fakeAccountsBackend';

const SENT =
  'If your email address is in our database, you will receive a password reset link in a few minutes.';

describe('ForgotPasswordPage', () => {
  it('has an email field and Back to sign in', async () => {
    const { fetchMock } = fakeAccountsBackend({});
    renderAppWith('/users/password/new', fetchMock);
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/users/sign_in');
  });

  it('sends user{email}, shows Sending... and goes to sign in with the answer in green', async () => {
    const reply = deferredReply({ body: { message: SENT } });
    const { fetchMock, calls } = fakeAccountsBackend({ 'POST /api/users/password': reply.route });
    const { router } = renderAppWith('/users/password/new', fetchMock);

    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset instructions' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    reply.release();

    await waitFor(() => expect(router.state.location.pathname).toBe('/users/sign_in'));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(screen.getByText(SENT).closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      user: { email: 'ada@example.com' },
    });
  });
});
