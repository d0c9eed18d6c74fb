import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboard, fakePresentationsBackend } from '../../../testing/fakePresentationsBackend';
import { renderAppWith } from '../../../testing/renderApp';

const invitation = (id: number, team: string, inviter: string) => ({
  id,
  team: { name: team },
  role: 'member',
  inviter_name: inviter,
  expires_at: '2026-03-12T10:00:00.000Z',
  created_at: '2026-03-05T10:00:00.000Z',
});

describe('TeamInvitationsNotice', () => {
  it('names the sender and the team of each pending invitation, with a link to answer them', async () => {
    const { fetchMock } = fakePresentationsBackend({
      'GET /api/dashboard': { body: dashboard() },
      'GET /api/app/invitations': {
        body: {
          invitations: [
            invitation(1, 'Kernel & Co', 'Ada Lovelace'),
            invitation(2, 'Analytical Engines', 'Charles Babbage'),
          ],
        },
      },
    });
    renderAppWith('/dashboard', fetchMock);

    const notice = await screen.findByRole('status', { name: 'Team invitations' });
    const lines = within(notice).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Ada Lovelace invited you to Kernel & Co.',
      'Charles Babbage invited you to Analytical Engines.',
    ]);
    expect(within(notice).getByRole('link', { name: 'Review invitations' })).toHaveAttribute(
      'href',
      '/app/teams',
    );
  });
});
