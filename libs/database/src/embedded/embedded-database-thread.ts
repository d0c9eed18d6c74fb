/**
 * The PGlite thread's name: on Node 24 and later its `comm` in /proc (at most 15 characters), by which the
 * benches tell its CPU apart.
 */
export const EMBEDDED_DATABASE_THREAD = 'embedded-db';
