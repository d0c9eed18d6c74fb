import { Module } from '@nestjs/common';
import { TeamInvitationsController } from './team-invitations.controller';
import { TeamMembersController } from './team-members.controller';
import { TeamsController } from './teams.controller';

/** The teams area of the API: teams, members, invitations. */
@Module({ controllers: [TeamsController, TeamMembersController, TeamInvitationsController] })
export class TeamsGatewayModule {}
