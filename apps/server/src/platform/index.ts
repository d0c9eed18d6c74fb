// What the other server domains may use of platform: they import it from here, never from its files.
export { distributedPlatform } from './distributed-platform';
export { openPlatform } from './open-platform';
export type { Platform } from './platform';
