import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcClient, type RpcPayload } from '@deckmill/messaging';
import { UserDirectory } from '../../../shared';

/** Templates listed on a team's page. */
export const TEAM_TEMPLATES_SHOWN = 50;

/** A team with its members' names and e-mails and the templates shared with it. */
@Injectable()
export class GetTeamUseCase {
  constructor(
    private readonly rpc: RpcClient,
    private readonly directory: UserDirectory,
  ) {}

  async execute(input: RpcPayload<'admin.get-team'>): Promise<RpcReply<'admin.get-team'>> {
    const team = await this.rpc.call('teams.admin-get-team', { team: input.team });
    const [users, { templates }] = await Promise.all([
      this.directory.byIds([team.creatorId, ...team.members.map((member) => member.userId)]),
      this.rpc.call('templates.admin-list-templates', {
        page: 1,
        perPage: TEAM_TEMPLATES_SHOWN,
        teamId: team.id,
      }),
    ]);
    return {
      ...team,
      creatorEmail: users.get(team.creatorId)?.email ?? null,
      members: team.members.map((member) => {
        const user = users.get(member.userId);
        return {
          userId: member.userId,
          name: user?.name || null,
          email: user?.email ?? null,
          role: member.role,
          joinedAt: member.joinedAt,
        };
      }),
      templates: templates.map((template) => ({ id: template.id, name: template.name })),
    };
  }
}
