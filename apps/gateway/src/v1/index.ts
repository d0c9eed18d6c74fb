// What the other gateway domains may use of v1: they import it from here, never from its files.
export { V1_AREA } from './v1-area';
