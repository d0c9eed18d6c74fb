import { DomainException, type RpcClient } from '@deckmill/messaging';
import { TeamSeatCheck } from './team-seat-check';

function checkWithLargestTeam(maxMembers: number) {
  const call = jest.fn().mockResolvedValue({ maxMembers });
  return { check: new TeamSeatCheck({ call } as unknown as RpcClient), call };
}

describe('TeamSeatCheck', () => {
  it('lets a plan through when the largest team fits its users', async () => {
    const { check, call } = checkWithLargestTeam(3);
    await expect(check.ensureTeamsFit('user-1', 'starter')).resolves.toBeUndefined();
    expect(call).toHaveBeenCalledWith('teams.max-team-size-owned', { userId: 'user-1' });
  });

  it('refuses with too_many_members on the plan, naming the team size and the plan limit', async () => {
    const { check } = checkWithLargestTeam(2);
    const refusal = await check.ensureTeamsFit('user-1', 'free').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainException);
    const { domainError } = refusal as DomainException;
    expect(domainError).toMatchObject({ kind: 'limit_reached', code: 'too_many_members' });
    expect(domainError.fields['plan']).toEqual([
      'Your largest team has 2 members, but the Free plan allows 1 user. Remove members from your teams before switching to Free.',
    ]);
  });

  it('does not ask teams for an unlimited plan', async () => {
    const { check, call } = checkWithLargestTeam(500);
    await check.ensureTeamsFit('user-1', 'enterprise');
    expect(call).not.toHaveBeenCalled();
  });
});
