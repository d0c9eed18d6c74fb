import { defineServiceDatabase } from '@deckmill/database';
import { Invitation } from './invitations/entities/invitation.entity';
import { TeamsCreateOutbox1795262613408 } from './migrations/TeamsCreateOutbox1795262613408';
import { TeamsCreateTables1795252837416 } from './migrations/TeamsCreateTables1795252837416';
import { TeamsInvitationDeclines1795300000000 } from './migrations/TeamsInvitationDeclines1795300000000';
import { TeamsOutboxHeaders1795422000000 } from './migrations/TeamsOutboxHeaders1795422000000';
import { TeamsSingleSignOn1795600000000 } from './migrations/TeamsSingleSignOn1795600000000';
import { SsoConfig } from './sso/entities/sso-config.entity';
import { SsoDomain } from './sso/entities/sso-domain.entity';
import { Membership } from './teams/entities/membership.entity';
import { Team } from './teams/entities/team.entity';

export const teamsDatabase = defineServiceDatabase('teams', {
  entities: [Team, Membership, Invitation, SsoConfig, SsoDomain],
  migrations: [
    TeamsCreateTables1795252837416,
    TeamsCreateOutbox1795262613408,
    TeamsInvitationDeclines1795300000000,
    TeamsOutboxHeaders1795422000000,
    TeamsSingleSignOn1795600000000,
  ],
});
