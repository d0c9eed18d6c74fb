import { Module } from '@nestjs/common';
import { TeamsAdminModule } from './admin/teams-admin.module';
import { InvitationsModule } from './invitations/invitations.module';
import { TeamsDomainModule } from './teams/teams.module';

/** The teams service: teams, memberships and invitations. */
@Module({ imports: [TeamsDomainModule, InvitationsModule, TeamsAdminModule] })
export class TeamsModule {}
