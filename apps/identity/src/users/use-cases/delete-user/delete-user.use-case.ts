import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { RpcPayload } from '@deckmill/messaging';
import { ApiKey } from '../../../api-keys';
import { Session } from '../../../sessions';
import { notFound } from '../../../shared';
import { AccountToken } from '../../../tokens';
import { User } from '../../entities/user.entity';
import { UserEvents } from '../../user-events';

/**
 * Deletes a user (for the admin panel): every session, API key and emailed token goes in the same
 * transaction, so the user is signed out everywhere at once. Other services clean up on user.deleted, which
 * is staged in the same transaction (outbox) and published once it committed.
 */
@Injectable()
export class DeleteUserUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: UserEvents,
  ) {}

  async execute(input: RpcPayload<'identity.delete-user'>): Promise<{ done: true }> {
    const { userId } = input;
    const deleted = await this.dataSource.transaction(async (manager) => {
      await manager.delete(Session, { userId });
      await manager.delete(ApiKey, { userId });
      await manager.delete(AccountToken, { userId });
      const result = await manager.delete(User, { id: userId });
      if ((result.affected ?? 0) === 0) return false;
      await this.events.deleted(manager, userId);
      return true;
    });
    if (!deleted) throw notFound('user_not_found', 'User not found.');
    await this.events.flush();
    return { done: true };
  }
}
