import { Module } from '@nestjs/common';
import { ActivityGatewayModule } from '../activity';
import { InvitationLinksController } from './invitation-links.controller';
import { TeamActivityController } from './team-activity.controller';
import { TeamInvitationsController } from './team-invitations.controller';
import { TeamMembersController } from './team-members.controller';
import { TeamsController } from './teams.controller';

/**
 * The teams area of the API: teams, members, invitations, the team's activity (its admins), and the public
 * preview of an invitation link.
 */
@Module({
  imports: [ActivityGatewayModule],
  controllers: [
    TeamsController,
    TeamMembersController,
    TeamInvitationsController,
    TeamActivityController,
    InvitationLinksController,
  ],
})
export class TeamsGatewayModule {}
