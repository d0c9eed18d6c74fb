import { randomUUID } from 'node:crypto';
import type { UserSummary } from '@deckmill/bus-contracts';
import { Clock, hashInvitationToken, type UserDirectory } from '../../../shared';
import { InMemoryDataSource } from '../../../testing/in-memory-data-source';
import { Team } from '../../../teams';
import { Invitation } from '../../entities/invitation.entity';
import { PreviewInvitationUseCase } from './preview-invitation.use-case';

const NOW = new Date('2026-11-01T10:00:00.000Z');
const LATER = new Date('2026-11-08T10:00:00.000Z');

function setup(invitation: Partial<Invitation> = {}, inviterName = 'Ada Lovelace') {
  const data = new InMemoryDataSource();
  const inviterId = randomUUID();
  data.seed(Team, [{ id: 1, shortId: 'kernelco01', name: 'Kernel & Co', creatorId: inviterId }]);
  data.seed(Invitation, [
    {
      id: 7,
      teamId: 1,
      email: 'grace@example.com',
      role: 'member',
      tokenHash: hashInvitationToken('the-token'),
      invitedBy: inviterId,
      expiresAt: LATER,
      acceptedAt: null,
      declinedAt: null,
      revokedAt: null,
      ...invitation,
    },
  ]);
  const inviter = { id: inviterId, name: inviterName, email: 'ada@example.com' } as UserSummary;
  const users = { byId: jest.fn().mockResolvedValue(inviter) } as unknown as UserDirectory;
  const clock = new Clock();
  jest.spyOn(clock, 'now').mockReturnValue(NOW);
  return new PreviewInvitationUseCase(data.asDataSource(), users, clock);
}

describe('PreviewInvitationUseCase', () => {
  it('answers the team, the inviter by name, the invited address and the expiry', async () => {
    await expect(setup().execute({ token: 'the-token' })).resolves.toEqual({
      teamName: 'Kernel & Co',
      inviterName: 'Ada Lovelace',
      email: 'grace@example.com',
      expiresAt: LATER.toISOString(),
    });
  });

  it("never shows the inviter's address, even when they have no name", async () => {
    const preview = await setup({}, ' ').execute({ token: 'the-token' });
    expect(preview.inviterName).toBe('A teammate');
  });

  it.each([
    ['unknown', {}, 'another-token'],
    ['expired', { expiresAt: NOW }, 'the-token'],
    ['accepted', { acceptedAt: NOW }, 'the-token'],
    ['declined', { declinedAt: NOW }, 'the-token'],
    ['revoked', { revokedAt: NOW }, 'the-token'],
  ])('is not found for an %s invitation', async (_state, invitation, token) => {
    await expect(setup(invitation).execute({ token })).rejects.toMatchObject({
      code: 'invitation_invalid',
    });
  });
});
