import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WebhookResponse } from '@deckmill/api-contracts';
import { renderAppWith } from '../../../testing/renderApp';
import { fakeAccountsBackend, testUser, validationError } from '../../../testing/fakeAccountsBackend';

const hook: WebhookResponse = {
  id: '5a0d1c2e-8f4e-4c55-9a3b-0f8f1b8a0c11',
  url: 'https://crm.example.com/deckmill',
  description: 'CRM',
  events: ['batch.completed', 'batch.failed'],
  enabled: true,
  created_at: '2026-11-22T10:00:00.000Z',
  disabled_at: null,
  team_id: null,
};
const base = `/api/settings/webhooks/${hook.id}`;

describe('WebhooksPage', () => {
  it('lists endpoints with their events, or an empty state', async () => {
    const { fetchMock } = fakeAccountsBackend(
      { 'GET /api/settings/webhooks': { body: { webhooks: [hook] } } },
      { user: testUser() },
    );
    renderAppWith('/settings/webhooks', fetchMock);

    const list = await screen.findByRole('list', { name: 'Webhook endpoints' });
    expect(within(list).getByText(/crm\.example\.com\/deckmill/)).toBeInTheDocument();
    expect(within(list).getByText(/Batch completed, Batch failed/)).toBeInTheDocument();
  });

  it('adds an endpoint with the chosen events and shows its secret once, with a warning', async () => {
    let webhooks: WebhookResponse[] = [];
    const { fetchMock, calls } = fakeAccountsBackend(
      {
        'GET /api/settings/webhooks': () => ({ body: { webhooks } }),
        'POST /api/settings/webhooks': () => {
          webhooks = [hook];
          return { status: 201, body: { webhook: hook, secret: 'whsec_shown-once' } };
        },
      },
      { user: testUser() },
    );
    renderAppWith('/settings/webhooks', fetchMock);

    expect(await screen.findByText('No endpoints yet')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Endpoint URL'), hook.url);
    await userEvent.click(screen.getByLabelText('Batch failed'));
    await userEvent.click(screen.getByLabelText('Row failed'));
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));

    expect(await screen.findByLabelText('Signing secret')).toHaveValue('whsec_shown-once');
    expect(screen.getByText(/shown only this once/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      url: hook.url,
      description: '',
      events: ['batch.completed', 'row.failed'],
    });
    await userEvent.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByLabelText('Signing secret')).not.toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Webhook endpoints' })).toBeInTheDocument();
  });

  it("subscribes to a personal link's deck events by their labels", async () => {
    const { fetchMock, calls } = fakeAccountsBackend(
      {
        'GET /api/settings/webhooks': { body: { webhooks: [] } },
        'POST /api/settings/webhooks': { status: 201, body: { webhook: hook, secret: 'whsec_x' } },
      },
      { user: testUser() },
    );
    renderAppWith('/settings/webhooks', fetchMock);
    await userEvent.type(await screen.findByLabelText('Endpoint URL'), hook.url);
    await userEvent.click(screen.getByLabelText('Batch completed'));
    await userEvent.click(screen.getByLabelText('Batch failed'));
    await userEvent.click(screen.getByLabelText('Deck opened (a personal link\u2019s first open)'));
    await userEvent.click(screen.getByLabelText('Deck viewed (each view of a personal link)'));
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    await screen.findByLabelText('Signing secret');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      url: hook.url,
      description: '',
      events: ['deck.opened', 'deck.viewed'],
    });
  });

  it('shows the URL error beneath the field', async () => {
    const { fetchMock } = fakeAccountsBackend(
      {
        'GET /api/settings/webhooks': { body: { webhooks: [] } },
        'POST /api/settings/webhooks': validationError('url', 'URL must start with https://.'),
      },
      { user: testUser() },
    );
    renderAppWith('/settings/webhooks', fetchMock);
    await userEvent.type(await screen.findByLabelText('Endpoint URL'), 'https://x.example/');
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('URL must start with https://.')).toBeInTheDocument();
    expect(screen.getByLabelText('Endpoint URL')).toHaveAttribute('aria-invalid', 'true');
  });

  it('rotates the secret after confirming, and shows the new one', async () => {
    const { fetchMock } = fakeAccountsBackend(
      {
        'GET /api/settings/webhooks': { body: { webhooks: [hook] } },
        [`POST ${base}/rotate_secret`]: { body: { webhook: hook, secret: 'whsec_rotated' } },
      },
      { user: testUser() },
    );
    renderAppWith('/settings/webhooks', fetchMock);

    await userEvent.click(await screen.findByRole('button', { name: /^More actions for / }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Rotate secret' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('The current secret stops working at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate' }));

    expect(await screen.findByLabelText('Signing secret')).toHaveValue('whsec_rotated');
  });

  it('deletes an endpoint after confirming', async () => {
    let webhooks = [hook];
    const { fetchMock, calls } = fakeAccountsBackend(
      {
        'GET /api/settings/webhooks': () => ({ body: { webhooks } }),
        [`DELETE ${base}`]: () => {
          webhooks = [];
          return { status: 204 };
        },
      },
      { user: testUser() },
    );
    renderAppWith('/settings/webhooks', fetchMock);

    await userEvent.click(await screen.findByRole('button', { name: /^More actions for / }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(/^Endpoint \S+ was deleted\.$/)).toBeInTheDocument();
    expect(await screen.findByText('No endpoints yet')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === base)).toBe(true);
  });

  it('sends a test event and shows the delivery log', async () => {
    const { fetchMock, calls } = fakeAccountsBackend(
      {
        'GET /api/settings/webhooks': { body: { webhooks: [hook] } },
        [`POST ${base}/test`]: { status: 202, body: { event_id: 'evt_1' } },
        [`GET ${base}/deliveries`]: {
          body: {
            deliveries: [
              {
                id: 'd1',
                event_id: 'evt_1',
                event_type: 'ping',
                status: 'failed',
                attempt_count: 3,
                last_status_code: null,
                last_error_reason: 'blocked_address',
                next_attempt_at: null,
                delivered_at: null,
                created_at: '2026-11-22T10:05:00.000Z',
                attempts: [],
              },
            ],
          },
        },
      },
      { user: testUser() },
    );
    renderAppWith('/settings/webhooks', fetchMock);

    await userEvent.click(await screen.findByRole('button', { name: 'Send test event' }));

    expect(await screen.findByText('Test event sent.')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Deliveries' });
    expect(within(table).getByText('ping')).toBeInTheDocument();
    expect(within(table).getByText('Failed')).toBeInTheDocument();
    expect(within(table).getByText('blocked_address')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path === `${base}/test`)).toBe(true);
  });

  it("lets a team's admin choose the team's events, listing and adding the team's endpoints", async () => {
    const teamHook: WebhookResponse = {
      ...hook,
      id: 'c9c1f7e2-1111-4c55-9a3b-0f8f1b8a0c12',
      url: 'https://ops.example.com/in',
      team_id: 7,
    };
    const team = (id: number, name: string, role: 'admin' | 'member') => ({
      id,
      short_id: `t${id}`,
      name,
      role,
      member_count: 2,
      created_at: '2026-11-01T00:00:00.000Z',
    });
    const { fetchMock, calls } = fakeAccountsBackend(
      {
        'GET /api/app/teams': { body: { teams: [team(7, 'Sales', 'admin'), team(8, 'Finance', 'member')] } },
        'GET /api/settings/webhooks': () => {
          const last = calls.filter((call) => call.path === '/api/settings/webhooks').at(-1);
          return { body: { webhooks: last?.search === '?team_id=7' ? [teamHook] : [hook] } };
        },
        'POST /api/settings/webhooks': { status: 201, body: { webhook: teamHook, secret: 'whsec_team' } },
      },
      { user: testUser() },
    );
    renderAppWith('/settings/webhooks', fetchMock);

    const scope = await screen.findByLabelText('Events for');
    expect(
      within(scope)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['My batches', 'Team Sales']);
    expect(await screen.findByText(/crm\.example\.com/)).toBeInTheDocument();
    await userEvent.selectOptions(scope, '7');
    expect(await screen.findByText(/ops\.example\.com/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Endpoint URL'), teamHook.url);
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));

    expect(await screen.findByLabelText('Signing secret')).toHaveValue('whsec_team');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      url: teamHook.url,
      description: '',
      events: ['batch.completed', 'batch.failed'],
      team_id: 7,
    });
  });

  it('shows no "Events for" choice to a user who administers no team', async () => {
    const { fetchMock } = fakeAccountsBackend(
      { 'GET /api/settings/webhooks': { body: { webhooks: [hook] } } },
      { user: testUser() },
    );
    renderAppWith('/settings/webhooks', fetchMock);

    expect(await screen.findByRole('list', { name: 'Webhook endpoints' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Events for')).not.toBeInTheDocument();
  });
});
