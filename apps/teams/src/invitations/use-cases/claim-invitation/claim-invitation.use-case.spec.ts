import { randomUUID } from 'node:crypto';
import { Clock, hashInvitationToken, type TeamMessages } from '../../../shared';
import { InMemoryDataSource } from '../../../testing/in-memory-data-source';
import { Membership, Team } from '../../../teams';
import { Invitation } from '../../entities/invitation.entity';
import { ClaimInvitationUseCase } from './claim-invitation.use-case';

const NOW = new Date('2026-11-01T10:00:00.000Z');
const newcomer = randomUUID();

function setup(invitation: Partial<Invitation> = {}, teams: Partial<Team>[] = [{ id: 1 }]) {
  const data = new InMemoryDataSource();
  data.seed(
    Team,
    teams.map((team) => ({ shortId: 'k3rn3l', name: 'Kernel & Co', ...team })),
  );
  data.seed(Invitation, [
    {
      id: 7,
      teamId: 1,
      email: 'grace@example.com',
      role: 'admin',
      tokenHash: hashInvitationToken('the-token'),
      invitedBy: randomUUID(),
      expiresAt: new Date('2026-11-08T10:00:00.000Z'),
      acceptedAt: null,
      declinedAt: null,
      revokedAt: null,
      ...invitation,
    },
  ]);
  const clock = new Clock();
  jest.spyOn(clock, 'now').mockReturnValue(NOW);
  const messages = { publish: jest.fn(async () => undefined), flush: jest.fn(async () => undefined) };
  const useCase = new ClaimInvitationUseCase(data.asDataSource(), messages as unknown as TeamMessages, clock);
  const claim = (token = 'the-token', email = 'grace@example.com') =>
    useCase.execute({ token, email, userId: newcomer });
  return { data, messages, claim };
}

describe('ClaimInvitationUseCase', () => {
  it('spends the invitation and makes the new account a member with its role, in one go', async () => {
    const { data, messages, claim } = setup();
    // Typed differently: compared as identity and invitations keep addresses (trimmed, lower case).
    await expect(claim('the-token', ' Grace@Example.COM ')).resolves.toEqual({
      team: { id: 1, shortId: 'k3rn3l', name: 'Kernel & Co' },
    });
    expect(data.rows(Invitation)[0]?.acceptedAt).toEqual(NOW);
    expect(data.rows(Membership)).toEqual([
      expect.objectContaining({ teamId: 1, userId: newcomer, role: 'admin' }),
    ]);
    expect(messages.publish).toHaveBeenCalledWith(
      expect.anything(),
      'member.added',
      expect.objectContaining({ teamId: 1, userId: newcomer, role: 'admin', addedBy: null }),
      expect.stringMatching(/^k3rn3l:\d+$/),
    );
    expect(messages.flush).toHaveBeenCalled();
  });

  it('claims once: the same token claims nothing the second time', async () => {
    const { data, claim } = setup();
    await claim();
    await expect(claim()).resolves.toEqual({ team: null });
    expect(data.rows(Membership)).toHaveLength(1);
  });

  it('claims nothing for another address, and leaves the invitation pending', async () => {
    const { data, messages, claim } = setup();
    await expect(claim('the-token', 'mallory@example.com')).resolves.toEqual({ team: null });
    await expect(claim('the-token', '  ')).resolves.toEqual({ team: null });
    expect(data.rows(Invitation)[0]?.acceptedAt).toBeNull();
    expect(data.rows(Membership)).toEqual([]);
    expect(messages.publish).not.toHaveBeenCalled();
  });

  it.each([
    ['an unknown token', {}, 'another-token'],
    ['an expired invitation', { expiresAt: NOW }, 'the-token'],
    ['an accepted (spent) invitation', { acceptedAt: NOW }, 'the-token'],
    ['a declined invitation', { declinedAt: NOW }, 'the-token'],
    ['a revoked invitation', { revokedAt: NOW }, 'the-token'],
  ])('claims nothing with %s', async (_case, invitation, token) => {
    const { data, claim } = setup(invitation);
    await expect(claim(token)).resolves.toEqual({ team: null });
    expect(data.rows(Membership)).toEqual([]);
  });

  it('claims nothing once the team is gone', async () => {
    const { data, claim } = setup({}, []);
    await expect(claim()).resolves.toEqual({ team: null });
    expect(data.rows(Invitation)[0]?.acceptedAt).toBeNull();
  });
});
