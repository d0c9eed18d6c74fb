import type { Repository } from 'typeorm';
import type { PasswordHasher } from '../../../credentials';
import type { User } from '../../entities/user.entity';
import type { DeleteUserUseCase } from '../delete-user/delete-user.use-case';
import { DeleteOwnAccountUseCase } from './delete-own-account.use-case';

function setUp(passwordOk: boolean) {
  const deleted: string[] = [];
  const users = {
    findOneBy: async () => ({ id: 'user-1', passwordHash: 'hash' }) as User,
  } as unknown as Repository<User>;
  const hasher = { verify: async () => passwordOk } as unknown as PasswordHasher;
  const deleteUser = {
    execute: async ({ userId }: { userId: string }) => {
      deleted.push(userId);
      return { done: true as const };
    },
  } as unknown as DeleteUserUseCase;
  return { deleted, useCase: new DeleteOwnAccountUseCase(users, hasher, deleteUser) };
}

describe('DeleteOwnAccountUseCase', () => {
  it('deletes the account when the password is right', async () => {
    const { deleted, useCase } = setUp(true);
    await expect(useCase.execute({ userId: 'user-1', currentPassword: 'right' })).resolves.toEqual({
      done: true,
    });
    expect(deleted).toEqual(['user-1']);
  });

  it('refuses a wrong or missing password on currentPassword and deletes nothing', async () => {
    const wrong = setUp(false);
    await expect(wrong.useCase.execute({ userId: 'user-1', currentPassword: 'wrong' })).rejects.toMatchObject(
      {
        domainError: { fields: { currentPassword: expect.anything() } },
      },
    );
    const missing = setUp(true);
    await expect(missing.useCase.execute({ userId: 'user-1', currentPassword: '' })).rejects.toMatchObject({
      domainError: { fields: { currentPassword: expect.anything() } },
    });
    expect([...wrong.deleted, ...missing.deleted]).toEqual([]);
  });
});
