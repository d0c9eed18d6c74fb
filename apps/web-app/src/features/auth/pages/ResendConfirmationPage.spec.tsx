import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAppWith } from '../../../testing/renderApp';
import { fakeAccountsBackend, testUser } from '../../../testing/fakeAccountsBackend';

const SENT = 'If your email address needs confirming, you will receive a confirmation link in a few minutes.';

describe('ResendConfirmationPage', () => {
  it('asks an anonymous visitor for the email and shows the answer in green', async () => {
    const { fetchMock, calls } = fakeAccountsBackend({
      'POST /api/users/confirmation': { body: { message: SENT } },
    });
    renderAppWith('/users/confirmation/new', fetchMock);

    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Resend confirmation instructions' }));

    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      user: { email: 'ada@example.com' },
    });
  });

  it('sends a signed-in user the link at their own address, without asking', async () => {
    const { fetchMock, calls } = fakeAccountsBackend(
      { 'POST /api/users/confirmation': { body: { message: SENT } } },
      { user: testUser({ confirmed: false }) },
    );
    renderAppWith('/users/confirmation/new', fetchMock);

    expect(await screen.findByText(/We will send the link to ada@example.com/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend confirmation instructions' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ user: {} });
  });
});
