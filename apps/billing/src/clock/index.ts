// What the other billing domains may use of clock: they import it from here, never from its files.
export { type Clock, CLOCK } from './clock';
