import type { EntityManager, Repository } from 'typeorm';
import type { IdentityActivity } from '../../../shared';
import { serviceFailure as failure } from '../../../testing/service-failure';
import type { ApiKey } from '../../entities/api-key.entity';
import { RevokeApiKeyUseCase } from './revoke-api-key.use-case';

const userId = '7e4af719-36ed-41e9-9aca-5f07fb2b632d';

function setup(stored: Partial<ApiKey> | null) {
  const transaction = {
    findOneBy: jest.fn().mockResolvedValue(stored),
    delete: jest.fn().mockResolvedValue({ affected: stored ? 1 : 0 }),
  } as unknown as EntityManager;
  const keys = {
    manager: { transaction: (work: (manager: EntityManager) => unknown) => work(transaction) },
  } as unknown as Repository<ApiKey>;
  const staged: { manager: unknown; key: string; facts: unknown; factId: string }[] = [];
  const activity = {
    stage: jest.fn(async (manager: unknown, key: string, facts: unknown, factId: string) => {
      staged.push({ manager, key, facts, factId });
    }),
    flush: jest.fn().mockResolvedValue(undefined),
  };
  const useCase = new RevokeApiKeyUseCase(keys, activity as unknown as IdentityActivity);
  return { useCase, transaction, staged, activity };
}

describe('RevokeApiKeyUseCase', () => {
  it('deletes the key and stages api_key.revoked with its name in the same transaction, then publishes', async () => {
    const { useCase, transaction, staged, activity } = setup({ id: 'key-1', userId, name: 'CI' });
    await expect(useCase.execute({ userId, apiKeyId: 'key-1' })).resolves.toEqual({ done: true });
    expect(staged).toEqual([
      {
        manager: transaction,
        key: 'api_key.revoked',
        facts: { userId, apiKeyId: 'key-1', name: 'CI' },
        factId: 'key-1',
      },
    ]);
    expect(activity.flush).toHaveBeenCalled();
  });

  it("answers not found for another user's or an unknown key, and announces nothing", async () => {
    const { useCase, staged, activity } = setup(null);
    expect((await failure(useCase.execute({ userId, apiKeyId: 'key-9' }))).domainError).toMatchObject({
      kind: 'not_found',
      code: 'api_key_not_found',
    });
    expect(staged).toEqual([]);
    expect(activity.flush).not.toHaveBeenCalled();
  });
});
