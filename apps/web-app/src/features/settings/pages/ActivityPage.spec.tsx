import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activityEntry } from '../../../testing/activityFixtures';
import { fakeAccountsBackend, testUser } from '../../../testing/fakeAccountsBackend';
import { renderAppWith } from '../../../testing/renderApp';

describe('ActivityPage', () => {
  it('lists the entries in words, with when and from where, and the export links', async () => {
    const { fetchMock } = fakeAccountsBackend(
      {
        'GET /api/settings/activity': {
          body: {
            entries: [
              activityEntry(),
              activityEntry({
                action: 'deck.downloaded',
                target: {
                  type: 'deck',
                  id: '6f1d2c3b-0000-4000-8000-000000000001:3',
                  label: 'Q4 batch — deck 3',
                },
                details: {
                  batchId: '6f1d2c3b-0000-4000-8000-000000000001',
                  rowNumber: 3,
                  format: 'pptx',
                  via: 'api',
                },
                actor: { kind: 'api_key', id: 'u1', email: 'ada@example.com', api_key_id: 'k1' },
                user_agent: 'curl/8.5.0',
              }),
            ],
            next_cursor: null,
          },
        },
      },
      { user: testUser() },
    );
    renderAppWith('/settings/activity', fetchMock);

    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    // The list shows "Loading activity..." until the page arrives: wait for the entry, however slow the machine.
    const firstItem = () =>
      within(screen.getByRole('list', { name: 'Your activity' })).getAllByRole('listitem')[0];
    await waitFor(() => expect(firstItem()).toHaveTextContent('Signed in'), { timeout: 10_000 });
    const items = within(screen.getByRole('list', { name: 'Your activity' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('203.0.113.7 · Chrome on Windows');
    expect(items[0]?.querySelector('time')).toHaveAttribute('datetime', '2026-03-05T14:07:00.000Z');
    expect(items[1]).toHaveTextContent('Downloaded Q4 batch — deck 3 (PowerPoint) through the API');
    expect(items[1]).toHaveTextContent('curl');
    expect(items[1]).toHaveTextContent('with an API key');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/settings/activity?format=csv',
    );
    expect(screen.getByRole('link', { name: 'Export JSON lines' })).toHaveAttribute(
      'href',
      '/api/settings/activity?format=jsonl',
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads older entries with Load more, passing the cursor', async () => {
    const { fetchMock, calls } = fakeAccountsBackend(
      {
        'GET /api/settings/activity': () => {
          const older = calls.at(-1)?.search.includes('cursor=c2') ?? false;
          return {
            body: older
              ? { entries: [activityEntry({ action: 'session.signed_out' })], next_cursor: null }
              : { entries: [activityEntry()], next_cursor: 'c2' },
          };
        },
      },
      { user: testUser() },
    );
    renderAppWith('/settings/activity', fetchMock);

    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(screen.getByText('Signed in')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when there is nothing yet, and is in the Settings menu', async () => {
    const { fetchMock } = fakeAccountsBackend(
      { 'GET /api/settings/activity': { body: { entries: [], next_cursor: null } } },
      { user: testUser() },
    );
    renderAppWith('/settings/activity', fetchMock);
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Activity' })).toHaveAttribute('href', '/settings/activity');
  });
});
