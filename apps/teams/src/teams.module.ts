import { Module } from '@nestjs/common';
import { InvitationsModule } from './invitations/invitations.module';
import { TeamsDomainModule } from './teams/teams.module';

/** The teams service: teams, memberships and invitations. */
@Module({ imports: [TeamsDomainModule, InvitationsModule] })
export class TeamsModule {}
