import { Injectable } from '@nestjs/common';
import { HOURS_SAVED_PER_DECK, type HomeFigures } from '@deckmill/bus-contracts';
import { RpcClient } from '@deckmill/messaging';
import { Clock } from '../../../shared';

/** How long the landing page's figures are reused before they are counted again. */
export const HOME_STATS_TTL_MS = 60_000;

/**
 * The landing page's live figures: teams, decks generated and the hours they saved (0.5 h each). Every
 * visitor's page asks for them, so they are counted at most once a minute per process.
 */
@Injectable()
export class HomeStatsUseCase {
  private cached?: { stats: HomeFigures; expiresAt: number };

  constructor(
    private readonly rpc: RpcClient,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<HomeFigures> {
    const now = this.clock.now().getTime();
    if (this.cached && this.cached.expiresAt > now) return this.cached.stats;
    const since = new Date(now).toISOString();
    const [teams, presentations] = await Promise.all([
      this.rpc.call('teams.admin-stats', { since }),
      this.rpc.call('generation.admin-stats', { since }),
    ]);
    const stats: HomeFigures = {
      teamsCount: teams.totalTeams,
      decksGenerated: presentations.decksGenerated,
      hoursSaved: presentations.decksGenerated * HOURS_SAVED_PER_DECK,
    };
    this.cached = { stats, expiresAt: now + HOME_STATS_TTL_MS };
    return stats;
  }
}
