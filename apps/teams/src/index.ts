export { TeamsModule } from './teams.module';
export { teamsDatabase } from './teams.database';
