import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAppWith } from '../../../testing/renderApp';
import {
  deferredReply,
  fakeAccountsBackend,
  testUser,
  validationError,
} from '../../../testing/fakeAccountsBackend';

const profile = {
  name: 'Ada Lovelace',
  company: 'Engines Ltd',
  email: 'ada@example.com',
  unconfirmed_email: null,
};

function backend(routes: Parameters<typeof fakeAccountsBackend>[0] = {}) {
  return fakeAccountsBackend(
    { 'GET /api/settings/profile': { body: { profile } }, ...routes },
    { user: testUser() },
  );
}

describe('ProfilePage', () => {
  it('shows name, company and email filled in', async () => {
    const { fetchMock } = backend();
    renderAppWith('/settings/profile', fetchMock);
    expect(await screen.findByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/^Company/)).toHaveValue('Engines Ltd');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it('saves name and company with Saving... and a green flash', async () => {
    const reply = deferredReply({ body: { profile: { ...profile, name: 'Ada King' } } });
    const { fetchMock, calls } = backend({ 'PUT /api/settings/profile': reply.route });
    renderAppWith('/settings/profile', fetchMock);

    const name = await screen.findByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ada King');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    reply.release();

    expect(await screen.findByText('Profile updated.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Ada King',
      company: 'Engines Ltd',
      email: 'ada@example.com',
    });
  });

  it('asks for the current password when the email changes and shows its error', async () => {
    const { fetchMock, calls } = backend({
      'PUT /api/settings/profile': validationError('current_password', 'Current password is incorrect'),
    });
    renderAppWith('/settings/profile', fetchMock);

    const email = await screen.findByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@new.example');
    await userEvent.type(screen.getByLabelText('Current password'), 'not-it');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      email: 'ada@new.example',
      current_password: 'not-it',
    });
  });

  it('shows server errors keyed name, company and email beneath their fields', async () => {
    const { fetchMock } = backend({
      'PUT /api/settings/profile': validationError('company', 'Company is too long (at most 200 characters)'),
    });
    renderAppWith('/settings/profile', fetchMock);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Company is too long');
    expect(screen.getByLabelText(/^Company/)).toHaveAttribute('aria-invalid', 'true');
  });
});
