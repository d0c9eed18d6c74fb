// What the other teams domains may use of teams: they import it from here, never from its files.
export { Membership } from './entities/membership.entity';
export { Team } from './entities/team.entity';
