import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcReply, TeamRole } from '@deckmill/bus-contracts';
import { MESSAGE_BUS, RpcHandler, type MessageBus, type RpcPayload } from '@deckmill/messaging';
import { startFakeService } from '@deckmill/server-harness';

interface Membership {
  teamId: number;
  name: string;
  role: TeamRole;
}

/** Who belongs to which team, as the test arranges it. */
class TeamBook {
  private readonly byUser = new Map<string, Membership[]>();

  join(userId: string, teamId: number, role: TeamRole, name = `Team ${teamId}`): void {
    this.leave(userId, teamId);
    this.byUser.set(userId, [...this.of(userId), { teamId, name, role }]);
  }

  leave(userId: string, teamId: number): void {
    this.byUser.set(
      userId,
      this.of(userId).filter((team) => team.teamId !== teamId),
    );
  }

  of(userId: string): Membership[] {
    return this.byUser.get(userId) ?? [];
  }
}

const book = new TeamBook();

@Controller()
class FakeTeamsController {
  @RpcHandler('teams.memberships')
  memberships(@Payload() input: RpcPayload<'teams.memberships'>): RpcReply<'teams.memberships'> {
    return {
      teams: book.of(input.userId).map((team) => ({
        teamId: team.teamId,
        shortId: `t${team.teamId}`,
        name: team.name,
        role: team.role,
      })),
    };
  }

  @RpcHandler('teams.membership')
  membership(@Payload() input: RpcPayload<'teams.membership'>): RpcReply<'teams.membership'> {
    const team = book.of(input.userId).find((candidate) => candidate.teamId === input.teamId);
    return { role: team?.role ?? null, teamName: team?.name ?? null };
  }
}

export interface FakeTeams {
  join(userId: string, teamId: number, role: TeamRole, name?: string): void;
  /** Removes the member and publishes `member.removed`, as the teams service does. */
  remove(userId: string, teamId: number): Promise<void>;
  /** Publishes `team.deleted` after dropping every membership of the team named in `members`. */
  deleteTeam(teamId: number, members: readonly string[]): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Stands in for the teams service on the stack's NATS namespace: answers the two membership RPCs templates
 * asks and publishes the teams events, so sharing rules are tested without the invitation and billing flow.
 */
export async function startFakeTeams(namespace: string): Promise<FakeTeams> {
  const app = await startFakeService(namespace, [FakeTeamsController]);
  const bus = app.get<MessageBus>(MESSAGE_BUS);
  const actor = '00000000-0000-4000-8000-0000000000ad';
  return {
    join: (userId, teamId, role, name) => book.join(userId, teamId, role, name),
    async remove(userId, teamId) {
      book.leave(userId, teamId);
      await bus.publishEvent('member.removed', {
        teamId,
        userId,
        removedBy: actor,
        occurredAt: new Date().toISOString(),
      });
    },
    async deleteTeam(teamId, members) {
      for (const member of members) book.leave(member, teamId);
      await bus.publishEvent('team.deleted', {
        teamId,
        name: `Team ${teamId}`,
        deletedBy: actor,
        occurredAt: new Date().toISOString(),
      });
    },
    stop: () => app.close(),
  };
}
