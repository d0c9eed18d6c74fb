import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { UserSummary } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { Clock } from '../../../shared';
import { User } from '../../entities/user.entity';
import { toUserSummary } from '../../user-summary';

/** Users by ids and/or emails; unknown ones are simply absent. */
@Injectable()
export class FindUsersUseCase {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly clock: Clock,
  ) {}

  async execute(input: RpcPayload<'identity.find-users'>): Promise<{ users: UserSummary[] }> {
    const emails = input.emails.map((email) => email.trim().toLowerCase());
    const where = [
      ...(input.ids.length > 0 ? [{ id: In(input.ids) }] : []),
      ...(emails.length > 0 ? [{ email: In(emails) }] : []),
    ];
    if (where.length === 0) return { users: [] };
    const users = await this.users.find({ where, order: { createdAt: 'ASC' } });
    return { users: users.map((user) => toUserSummary(user, this.clock.now())) };
  }
}
