import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAppWith } from '../../../testing/renderApp';
import { fakeAccountsBackend, testUser, validationError } from '../../../testing/fakeAccountsBackend';

const key = {
  id: '0b6f0c5e-8f4e-4c55-9a3b-0f8f1b8a0c11',
  name: 'CRM sync',
  prefix: 'dmk_Ab3dE6gH',
  scopes: ['read', 'generate', 'manage'],
  created_at: '2026-03-05T10:00:00.000Z',
  last_used_at: null,
};

describe('ApiKeysPage', () => {
  it('lists keys by name and prefix with Create API Key', async () => {
    const { fetchMock } = fakeAccountsBackend(
      { 'GET /api/settings/api_keys': { body: { api_keys: [key] } } },
      { user: testUser() },
    );
    renderAppWith('/settings/api_keys', fetchMock);

    const list = await screen.findByRole('list', { name: 'API keys' });
    expect(within(list).getByText('CRM sync')).toBeInTheDocument();
    expect(within(list).getByText(/dmk_Ab3dE6gH/)).toBeInTheDocument();
    expect(within(list).getByText(/Never used/)).toBeInTheDocument();
    expect(within(list).getByText('Scopes: read, generate, manage')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create API Key' })).toHaveAttribute(
      'href',
      '/settings/api_keys/new',
    );
    // The public API reference is a page of the public site, not a route of the app.
    expect(screen.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/docs/api');
  });

  it('shows an empty state without keys', async () => {
    const { fetchMock } = fakeAccountsBackend(
      { 'GET /api/settings/api_keys': { body: { api_keys: [] } } },
      { user: testUser() },
    );
    renderAppWith('/settings/api_keys', fetchMock);
    expect(await screen.findByText('No API keys yet')).toBeInTheDocument();
  });

  it('revokes a key after the spec confirmation', async () => {
    let keys = [key];
    const { fetchMock, calls } = fakeAccountsBackend(
      {
        'GET /api/settings/api_keys': () => ({ body: { api_keys: keys } }),
        [`DELETE /api/settings/api_keys/${key.id}`]: () => {
          keys = [];
          return { status: 204 };
        },
      },
      { user: testUser() },
    );
    renderAppWith('/settings/api_keys', fetchMock);

    await userEvent.click(await screen.findByRole('button', { name: `More actions for ${key.name}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Revoke' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to revoke this API key? This action cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText(/^API key “.+” was revoked\.$/)).toBeInTheDocument();
    expect(await screen.findByText('No API keys yet')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });
});

describe('NewApiKeyPage', () => {
  it('says the key is shown once, creates it by name and shows the token once', async () => {
    const { fetchMock, calls } = fakeAccountsBackend(
      {
        'POST /api/settings/api_keys': {
          status: 201,
          body: { api_key: { ...key, token: 'dmk_secret-token' } },
        },
      },
      { user: testUser() },
    );
    renderAppWith('/settings/api_keys/new', fetchMock);

    expect(await screen.findByText(/The key is shown once after creation/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Key name'), 'CRM sync');
    await userEvent.click(screen.getByRole('button', { name: 'Create API Key' }));

    expect(await screen.findByLabelText('Your API key')).toHaveValue('dmk_secret-token');
    expect(screen.getByText(/shown only this once/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Copy API key' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('dmk_secret-token');
    expect(screen.getByRole('link', { name: 'Done' })).toHaveAttribute('href', '/settings/api_keys');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'CRM sync',
      scopes: ['read', 'generate', 'manage'],
    });
  });

  it('creates a key with the scopes left checked, and lists its scopes and last use', async () => {
    const reader = { ...key, scopes: ['read'], last_used_at: '2026-03-06T09:30:00.000Z' };
    let keys: (typeof reader)[] = [];
    const { fetchMock, calls } = fakeAccountsBackend(
      {
        'POST /api/settings/api_keys': () => {
          keys = [reader];
          return { status: 201, body: { api_key: { ...reader, token: 'dmk_secret-token' } } };
        },
        'GET /api/settings/api_keys': () => ({ body: { api_keys: keys } }),
      },
      { user: testUser() },
    );
    renderAppWith('/settings/api_keys/new', fetchMock);
    await userEvent.type(await screen.findByLabelText('Key name'), 'CRM sync');
    expect(screen.getByRole('checkbox', { name: /^read/ })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: /^generate/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /^manage/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create API Key' }));
    expect(await screen.findByLabelText('Your API key')).toHaveValue('dmk_secret-token');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'CRM sync',
      scopes: ['read'],
    });

    await userEvent.click(screen.getByRole('link', { name: 'Done' }));
    const list = await screen.findByRole('list', { name: 'API keys' });
    expect(within(list).getByText('Scopes: read')).toBeInTheDocument();
    expect(within(list).getByText(/Last used/)).toBeInTheDocument();
  });

  it('shows the name error beneath the field', async () => {
    const { fetchMock } = fakeAccountsBackend(
      { 'POST /api/settings/api_keys': validationError('name', "Name can't be blank") },
      { user: testUser() },
    );
    renderAppWith('/settings/api_keys/new', fetchMock);
    await userEvent.type(await screen.findByLabelText('Key name'), ' ');
    await userEvent.click(screen.getByRole('button', { name: 'Create API Key' }));
    expect(await screen.findByText("Name can't be blank")).toBeInTheDocument();
    expect(screen.getByLabelText('Key name')).toHaveAttribute('aria-invalid', 'true');
  });
});
