import { Injectable } from '@nestjs/common';
import { ADMIN_RECENT_WINDOW_DAYS, type AdminDashboard } from '@deckmill/bus-contracts';
import { RpcClient } from '@deckmill/messaging';
import { Clock } from '../../../shared';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Users listed under Recent Users. */
export const RECENT_USERS = 5;

/** The admin stats: the figures of the four owning services, asked for in parallel. */
@Injectable()
export class DashboardUseCase {
  constructor(
    private readonly rpc: RpcClient,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<AdminDashboard> {
    const since = new Date(this.clock.now().getTime() - ADMIN_RECENT_WINDOW_DAYS * DAY_MS).toISOString();
    const [users, teams, templates, presentations] = await Promise.all([
      this.rpc.call('identity.admin-user-stats', { since, recent: RECENT_USERS }),
      this.rpc.call('teams.admin-stats', { since }),
      this.rpc.call('templates.admin-stats', { since }),
      this.rpc.call('generation.admin-stats', { since }),
    ]);
    return {
      totalUsers: users.totalUsers,
      confirmedUsers: users.confirmedUsers,
      totalTeams: teams.totalTeams,
      totalTemplates: templates.totalTemplates,
      totalPresentations: presentations.totalPresentations,
      decksGenerated: presentations.decksGenerated,
      usersByTier: users.subscriptionBreakdown,
      presentationsByStatus: presentations.presentationsByStatus,
      recentUsers: users.recentUsers.map((user) => ({
        id: user.id,
        name: user.name || null,
        email: user.email,
        subscriptionTier: user.subscriptionTier,
        admin: user.admin,
        confirmedAt: user.confirmedAt,
        createdAt: user.createdAt,
      })),
      createdInWindow: {
        users: users.newUsers,
        teams: teams.newTeams,
        templates: templates.newTemplates,
        presentations: presentations.newPresentations,
      },
    };
  }
}
