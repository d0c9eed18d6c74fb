import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { Clock } from '../../../shared';
import { toUserSummary, User } from '../../../users';
import { effectiveTierSql, likePattern } from '../../effective-tier-sql';

/** One page of users for the operators, newest first, searched by email or name and filtered by tier. */
@Injectable()
export class AdminListUsersUseCase {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: RpcPayload<'identity.admin-list-users'>,
  ): Promise<RpcReply<'identity.admin-list-users'>> {
    const now = this.clock.now();
    const query = this.users.createQueryBuilder('u').setParameter('now', now);
    if (input.search) {
      query.andWhere('(u.email ILIKE :pattern OR u.name ILIKE :pattern)', {
        pattern: likePattern(input.search),
      });
    }
    if (input.subscriptionTier) {
      query.andWhere(`${effectiveTierSql('u')} = :tier`, { tier: input.subscriptionTier });
    }
    if (input.admin !== undefined) query.andWhere('u.admin = :admin', { admin: input.admin });
    const [users, totalCount] = await query
      .orderBy('u.created_at', 'DESC')
      .addOrderBy('u.id', 'ASC')
      .skip((input.page - 1) * input.perPage)
      .take(input.perPage)
      .getManyAndCount();
    return { users: users.map((user) => toUserSummary(user, now)), totalCount };
  }
}
