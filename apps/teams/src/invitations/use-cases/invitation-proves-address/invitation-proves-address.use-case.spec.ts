import { randomUUID } from 'node:crypto';
import { Clock, hashInvitationToken } from '../../../shared';
import { InMemoryDataSource } from '../../../testing/in-memory-data-source';
import { Invitation } from '../../entities/invitation.entity';
import { InvitationProvesAddressUseCase } from './invitation-proves-address.use-case';

const NOW = new Date('2026-11-01T10:00:00.000Z');

function setup(invitation: Partial<Invitation> = {}) {
  const data = new InMemoryDataSource();
  data.seed(Invitation, [
    {
      id: 7,
      teamId: 1,
      email: 'grace@example.com',
      role: 'member',
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
  return new InvitationProvesAddressUseCase(data.asDataSource(), clock);
}

describe('InvitationProvesAddressUseCase', () => {
  it('proves the invited address, compared trimmed and case-insensitively', async () => {
    await expect(setup().execute({ token: 'the-token', email: ' Grace@Example.COM ' })).resolves.toEqual({
      proved: true,
    });
  });

  it('proves nothing for another address', async () => {
    await expect(setup().execute({ token: 'the-token', email: 'mallory@example.com' })).resolves.toEqual({
      proved: false,
    });
  });

  it.each([
    ['an unknown token', {}, 'another-token'],
    ['an expired invitation', { expiresAt: NOW }, 'the-token'],
    ['an accepted (spent) invitation', { acceptedAt: NOW }, 'the-token'],
    ['a declined invitation', { declinedAt: NOW }, 'the-token'],
    ['a revoked invitation', { revokedAt: NOW }, 'the-token'],
  ])('proves nothing with %s', async (_case, invitation, token) => {
    await expect(setup(invitation).execute({ token, email: 'grace@example.com' })).resolves.toEqual({
      proved: false,
    });
  });
});
