import { Module, type DynamicModule } from '@nestjs/common';
import { TeamsAdminModule } from './admin/teams-admin.module';
import { InvitationsModule } from './invitations/invitations.module';
import { SsoModule } from './sso/sso.module';
import { TeamsDomainModule } from './teams/teams.module';
import { TEAMS_OPTIONS, type TeamsOptions } from './teams.options';

/** The teams service: teams, memberships, invitations and the teams' single sign-on. */
@Module({ imports: [TeamsDomainModule, InvitationsModule, TeamsAdminModule, SsoModule] })
export class TeamsModule {
  /** The service with its options; global so every module of the service can inject TEAMS_OPTIONS. */
  static forRoot(options: TeamsOptions): DynamicModule {
    return {
      module: TeamsModule,
      global: true,
      providers: [{ provide: TEAMS_OPTIONS, useValue: options }],
      exports: [TEAMS_OPTIONS],
    };
  }
}
