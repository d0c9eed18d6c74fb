import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveApp } from '../../../../lib/leaveApp';
import { renderAppWith } from '../../../../testing/renderApp';
import { fakeAccountsBackend, testUser, validationError } from '../../../../testing/fakeAccountsBackend';

vi.mock('../../../../lib/leaveApp', () => ({ leaveApp: vi.fn() }));

afterEach(() => {
  vi.mocked(leaveApp).mockClear();
});

const profile = { name: 'Ada Lovelace', company: null, email: 'ada@example.com', unconfirmed_email: null };

function backend(routes: Parameters<typeof fakeAccountsBackend>[0] = {}) {
  return fakeAccountsBackend(
    { 'GET /api/settings/profile': { body: { profile } }, ...routes },
    { user: testUser() },
  );
}

describe('Settings → Your data', () => {
  it('offers the export as a download and says what is in it', async () => {
    const { fetchMock } = backend();
    renderAppWith('/settings/profile', fetchMock);
    const link = await screen.findByRole('link', { name: 'Download my data' });
    expect(link).toHaveAttribute('href', '/api/settings/export');
    expect(link).toHaveAttribute('download');
    expect(screen.getByText(/activity log \(activity\.jsonl\)/)).toBeInTheDocument();
    expect(screen.getByText(/rows you uploaded/)).toBeInTheDocument();
  });

  it('says what deleting removes and offers the download first', async () => {
    const { fetchMock } = backend();
    renderAppWith('/settings/profile', fetchMock);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account...' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent(/templates.*batches.*decks.*API keys/);
    expect(dialog).toHaveTextContent(/activity log\) is kept for its retention period/);
    expect(within(dialog).getByRole('link', { name: 'Download your data first' })).toHaveAttribute(
      'href',
      '/api/settings/export',
    );
  });

  it('deletes with the password and leaves the app', async () => {
    const { fetchMock, calls } = backend({ 'DELETE /api/settings/account': { status: 204 } });
    renderAppWith('/settings/profile', fetchMock);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account...' }));
    await userEvent.type(await screen.findByLabelText('Your password'), 'violet-harbour');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('/'));
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({
      current_password: 'violet-harbour',
    });
  });

  it('shows a wrong password beneath the field and keeps the account', async () => {
    const { fetchMock } = backend({
      'DELETE /api/settings/account': validationError('current_password', 'Current password is incorrect'),
    });
    renderAppWith('/settings/profile', fetchMock);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account...' }));
    await userEvent.type(await screen.findByLabelText('Your password'), 'not-it');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    // The refusal comes back asynchronously: wait for it, however slow the machine.
    await waitFor(
      () => expect(screen.getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true'),
      { timeout: 10_000 },
    );
    expect(screen.getAllByText('Current password is incorrect').length).toBeGreaterThan(0);
    expect(leaveApp).not.toHaveBeenCalled();
  });
});
