import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ActivityEntryResponse } from '@deckmill/api-contracts';
import { USER_ID } from '../../../testing/adminFixtures';
import { renderAdmin, testAdmin } from '../../../testing/renderAdmin';

function entry(overrides: Partial<ActivityEntryResponse> = {}): ActivityEntryResponse {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    action: 'deck.downloaded',
    actor: { kind: 'user', id: USER_ID, email: 'ada@example.com', api_key_id: null },
    target: { type: 'deck', id: 'b1/3', label: 'Q4 batch' },
    team_id: 7,
    ip: '203.0.113.7',
    user_agent: 'curl/8.5.0',
    request_id: 'req-1',
    details: {},
    occurred_at: '2026-03-05T14:07:00.000Z',
    hash: 'f'.repeat(64),
    ...overrides,
  };
}

describe('AuditLogPage', () => {
  it('lists entries with actor links, loads more, and links the exports', async () => {
    renderAdmin('/admin/audit', testAdmin(), {
      'GET /api/admin/audit_log': { body: { entries: [entry()], next_cursor: 'c2' } },
      'GET /api/admin/audit_log?cursor=c2': {
        body: {
          entries: [entry({ id: '00000000-0000-4000-8000-000000000002', action: 'session.signed_in' })],
          next_cursor: null,
        },
      },
    });

    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(table).getByText('deck.downloaded')).toBeInTheDocument();
    expect(within(table).getByText('deck: Q4 batch')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      `/admin/users/${USER_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/audit_log?format=csv',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('session.signed_in')).toBeInTheDocument();
    expect(within(table).getByText('deck.downloaded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('filters by actor, action, team and dates, the To day included, and exports what the filters match', async () => {
    const filtered =
      'GET /api/admin/audit_log?actor=ada%40example.com&action=session.signed_in&team=7&from=2026-03-01&to=2026-03-06';
    renderAdmin('/admin/audit', testAdmin(), {
      'GET /api/admin/audit_log': { body: { entries: [entry()], next_cursor: null } },
      [filtered]: { body: { entries: [], next_cursor: null } },
    });

    await screen.findByRole('table', { name: 'Audit log' });
    await userEvent.type(screen.getByLabelText(/^Actor/), 'ada@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'session.signed_in');
    await userEvent.type(screen.getByLabelText(/^Team/), '7');
    await userEvent.type(screen.getByLabelText('From'), '2026-03-01');
    await userEvent.type(screen.getByLabelText(/^To/), '2026-03-05');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));

    expect(await screen.findByRole('heading', { name: 'No entries found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export JSON lines' })).toHaveAttribute(
      'href',
      `${filtered.replace('GET ', '')}&format=jsonl`,
    );
  });

  it('verifies the chain and names the first broken link', async () => {
    let ok = true;
    renderAdmin('/admin/audit', testAdmin(), {
      'GET /api/admin/audit_log': { body: { entries: [], next_cursor: null } },
      'GET /api/admin/audit_log/verify': () => ({
        body: ok
          ? { ok: true, chains: 3, entries: 42, first_broken: null }
          : {
              ok: false,
              chains: 3,
              entries: 42,
              first_broken: { chain: 'team:7', seq: 12, entry_id: 'e-12', reason: 'hash_mismatch' },
            },
      }),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Verify chain' }));
    const status = await screen.findByText('Chain verified: 42 entries in 3 chains hold.');
    expect(status).toHaveAttribute('data-tone', 'green');

    ok = false;
    await userEvent.click(screen.getByRole('button', { name: 'Verify chain' }));
    const broken = await screen.findByText('Broken link: team:7, entry 12 (e-12): hash mismatch.');
    expect(broken).toHaveAttribute('data-tone', 'red');
  });

  it('is in the sidebar', async () => {
    renderAdmin('/admin/audit', testAdmin(), {
      'GET /api/admin/audit_log': { body: { entries: [], next_cursor: null } },
    });
    expect(await screen.findByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/admin/audit');
  });
});
