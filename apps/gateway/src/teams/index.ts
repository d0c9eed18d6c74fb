// What the other gateway domains may use of teams: they import it from here, never from its files.
export { teamRef } from './route-params';
