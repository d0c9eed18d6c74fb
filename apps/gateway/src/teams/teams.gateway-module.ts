import { Module } from '@nestjs/common';
import { ActivityGatewayModule } from '../activity';
import { TeamActivityController } from './team-activity.controller';
import { TeamInvitationsController } from './team-invitations.controller';
import { TeamMembersController } from './team-members.controller';
import { TeamsController } from './teams.controller';

/** The teams area of the API: teams, members, invitations, and the team's activity (its admins). */
@Module({
  imports: [ActivityGatewayModule],
  controllers: [TeamsController, TeamMembersController, TeamInvitationsController, TeamActivityController],
})
export class TeamsGatewayModule {}
