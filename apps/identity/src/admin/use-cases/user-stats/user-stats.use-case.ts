import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { SUBSCRIPTION_TIERS, type RpcReply, type SubscriptionTier } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { Clock } from '../../../shared';
import { toUserSummary, User } from '../../../users';
import { effectiveTierSql } from '../../effective-tier-sql';

interface Totals {
  total: string;
  confirmed: string;
  recent: string;
}

/** The dashboard's user figures: totals, confirmed, new in the window, per tier, and the newest users. */
@Injectable()
export class AdminUserStatsUseCase {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: RpcPayload<'identity.admin-user-stats'>,
  ): Promise<RpcReply<'identity.admin-user-stats'>> {
    const now = this.clock.now();
    const totals = await this.users
      .createQueryBuilder('u')
      .select('COUNT(*)', 'total')
      .addSelect('COUNT(u.confirmed_at)', 'confirmed')
      .addSelect('COUNT(*) FILTER (WHERE u.created_at >= :since)', 'recent')
      .setParameter('since', new Date(input.since))
      .getRawOne<Totals>();
    const tiers = await this.users
      .createQueryBuilder('u')
      .select(effectiveTierSql('u'), 'tier')
      .addSelect('COUNT(*)', 'count')
      .setParameter('now', now)
      .groupBy('tier')
      .getRawMany<{ tier: SubscriptionTier; count: string }>();
    const recentUsers = await this.users.find({
      order: { createdAt: 'DESC', id: 'ASC' },
      take: input.recent,
    });
    const breakdown = Object.fromEntries(SUBSCRIPTION_TIERS.map((tier) => [tier, 0])) as Record<
      SubscriptionTier,
      number
    >;
    for (const row of tiers) breakdown[row.tier] = Number(row.count);
    return {
      totalUsers: Number(totals?.total ?? 0),
      confirmedUsers: Number(totals?.confirmed ?? 0),
      newUsers: Number(totals?.recent ?? 0),
      subscriptionBreakdown: breakdown,
      recentUsers: recentUsers.map((user) => toUserSummary(user, now)),
    };
  }
}
