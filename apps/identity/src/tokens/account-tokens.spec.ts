import type { EntityManager, Repository } from 'typeorm';
import { hashSecret } from '../shared';
import { fixedClock } from '../testing/fixed-clock';
import { AccountTokens } from './account-tokens';
import type { AccountToken } from './entities/account-token.entity';

const now = new Date('2026-05-01T12:00:00.000Z');

function stored(overrides: Partial<AccountToken> = {}): AccountToken {
  return {
    id: 'a1',
    userId: 'u1',
    purpose: 'reset-password',
    tokenHash: hashSecret('secret'),
    email: null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + 60_000),
    usedAt: null,
    ...overrides,
  };
}

function tokensWith(token: AccountToken | null, affected = 1) {
  const repository = {
    findOneBy: jest.fn().mockResolvedValue(token),
    update: jest.fn().mockResolvedValue({ affected }),
    insert: jest.fn().mockResolvedValue(undefined),
  };
  return {
    tokens: new AccountTokens(repository as unknown as Repository<AccountToken>, fixedClock(now)),
    repository,
    manager: { getRepository: () => repository } as unknown as EntityManager,
  };
}

describe('AccountTokens', () => {
  it('issues a random secret, stores only its hash, and retires earlier tokens of that purpose', async () => {
    const { tokens, repository, manager } = tokensWith(null);
    const issued = await tokens.issue(manager, 'u1', 'reset-password', 6 * 3600_000);
    expect(issued.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(repository.update).toHaveBeenCalledWith(
      expect.objectContaining({ userId: 'u1', purpose: 'reset-password' }),
      { usedAt: now },
    );
    const row = repository.insert.mock.calls[0]?.[0] as AccountToken;
    expect(row.tokenHash).toBe(hashSecret(issued.secret));
    expect(JSON.stringify(row)).not.toContain(issued.secret);
    expect(row.expiresAt).toEqual(new Date(now.getTime() + 6 * 3600_000));
  });

  it('retires every unused token of a user, whatever its purpose', async () => {
    const { tokens, repository, manager } = tokensWith(null);
    await tokens.retireAll(manager, 'u1');
    expect(repository.update).toHaveBeenCalledWith(
      { userId: 'u1', usedAt: expect.anything() },
      { usedAt: now },
    );
  });

  it('consumes a live token once', async () => {
    const { tokens } = tokensWith(stored());
    await expect(tokens.consume('secret', 'reset-password')).resolves.toMatchObject({ userId: 'u1' });
  });

  it('refuses expired, used and concurrently used tokens', async () => {
    await expect(
      tokensWith(stored({ expiresAt: now })).tokens.consume('secret', 'reset-password'),
    ).resolves.toBeNull();
    await expect(
      tokensWith(stored({ usedAt: now })).tokens.consume('secret', 'reset-password'),
    ).resolves.toBeNull();
    await expect(tokensWith(stored(), 0).tokens.consume('secret', 'reset-password')).resolves.toBeNull();
    await expect(tokensWith(null).tokens.consume('secret', 'reset-password')).resolves.toBeNull();
  });
});
