import { serviceTables } from '@deckmill/database';

/** The teams schema's tables, for the repositories' hand-written SQL. */
export const teamsTables = serviceTables('teams', [
  'teams',
  'memberships',
  'invitations',
  'sso_configs',
  'sso_domains',
]);
