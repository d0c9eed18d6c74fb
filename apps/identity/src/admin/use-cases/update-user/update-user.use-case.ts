import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { Clock, notFound } from '../../../shared';
import { toUserSummary, User, UserEvents } from '../../../users';

/** An operator changes a user's name or admin flag; others learn of it from user.updated. */
@Injectable()
export class AdminUpdateUserUseCase {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly events: UserEvents,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: RpcPayload<'identity.admin-update-user'>,
  ): Promise<RpcReply<'identity.admin-update-user'>> {
    const user = await this.users.findOneBy({ id: input.userId });
    if (!user) throw notFound('user_not_found', 'User not found.');
    const now = this.clock.now();
    const changed =
      (input.name !== undefined && input.name !== user.name) ||
      (input.admin !== undefined && input.admin !== user.admin);
    if (changed) {
      user.name = input.name ?? user.name;
      user.admin = input.admin ?? user.admin;
      user.updatedAt = now;
      await this.users.manager.transaction(async (manager) => {
        await manager.save(user);
        await this.events.updated(manager, user);
      });
      await this.events.flush();
    }
    return toUserSummary(user, now);
  }
}
