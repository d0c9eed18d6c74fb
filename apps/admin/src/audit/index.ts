// What the other admin domains may use of audit: they import it from here, never from its files.
export { entryHash, GENESIS_HASH } from './chain/entry-hash';
