export { TeamsModule } from './teams.module';
export { teamsDatabase } from './teams.database';
export type { TeamsOptions } from './teams.options';
