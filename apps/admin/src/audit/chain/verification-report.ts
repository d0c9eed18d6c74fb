import type { ChainVerification } from '@deckmill/bus-contracts';

const REASONS: Record<NonNullable<ChainVerification['firstBroken']>['reason'], string> = {
  hash_mismatch: 'its fields no longer give its hash (the entry was changed)',
  previous_hash_mismatch:
    'its previous hash is not the hash of the entry before it (an entry was changed or replaced)',
  missing_entry: 'the entry is missing (deleted)',
  missing_head: 'the chain has entries but no head (its head row was deleted, so where it ends is unknown)',
  entry_past_head: 'the entry lies beyond the last one the head records (it was inserted)',
};

/** What `npm run audit:verify` prints: a summary line, and the first broken link if there is one. */
export function verificationReport(result: ChainVerification): string[] {
  const summary = `${result.entries} entries in ${result.chains} chains`;
  if (!result.firstBroken) return [`OK: ${summary} verify.`];
  const { chain, seq, entryId, reason } = result.firstBroken;
  return [
    `BROKEN: ${summary} read.`,
    `First broken link: chain ${chain}, seq ${seq}${entryId ? ` (entry ${entryId})` : ''}: ${REASONS[reason]}.`,
  ];
}

/** What `npm run audit:verify` prints and exits with: 0 verified, 1 broken, 2 a named chain that does not exist. */
export function verificationOutcome(
  result: ChainVerification,
  chain: string | undefined,
): { readonly lines: string[]; readonly exitCode: 0 | 1 | 2 } {
  // A mistyped --chain finds nothing to check: "OK: 0 entries" would read as a verified chain.
  if (chain !== undefined && result.chains === 0) return { lines: [`No such chain: ${chain}.`], exitCode: 2 };
  return { lines: verificationReport(result), exitCode: result.ok ? 0 : 1 };
}
