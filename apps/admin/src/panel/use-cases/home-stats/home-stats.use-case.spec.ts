import type { RpcClient } from '@deckmill/messaging';
import type { Clock } from '../../../shared';
import { HOME_STATS_TTL_MS, HomeStatsUseCase } from './home-stats.use-case';

function setUp() {
  let now = Date.parse('2026-11-21T10:00:00Z');
  const figures = { teams: 4, decks: 9 };
  const calls: string[] = [];
  const rpc = {
    call: jest.fn(async (key: string) => {
      calls.push(key);
      return key === 'teams.admin-stats'
        ? { totalTeams: figures.teams, newTeams: 0 }
        : {
            totalPresentations: 0,
            newPresentations: 0,
            presentationsByStatus: {},
            decksGenerated: figures.decks,
          };
    }),
  } as unknown as RpcClient;
  const clock: Clock = { now: () => new Date(now) };
  return {
    useCase: new HomeStatsUseCase(rpc, clock),
    figures,
    calls,
    advance: (ms: number) => (now += ms),
  };
}

describe('HomeStatsUseCase', () => {
  it('reports teams, decks and half an hour saved per deck', async () => {
    const { useCase } = setUp();
    expect(await useCase.execute()).toEqual({ teamsCount: 4, decksGenerated: 9, hoursSaved: 4.5 });
  });

  it('reuses the figures for a minute, then counts again', async () => {
    const { useCase, figures, calls, advance } = setUp();
    await useCase.execute();
    figures.teams = 5;
    advance(HOME_STATS_TTL_MS - 1);
    expect((await useCase.execute()).teamsCount).toBe(4);
    expect(calls).toHaveLength(2);
    advance(1);
    expect((await useCase.execute()).teamsCount).toBe(5);
    expect(calls).toHaveLength(4);
  });
});
