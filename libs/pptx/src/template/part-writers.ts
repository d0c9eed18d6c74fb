import type { Hole } from './holes';
import type { PartTemplate } from './part-edits';
import { isWholeRun, valuesInsideRuns, withRunsInLiterals } from './whole-runs';

/**
 * A part's two writers: `withRuns`, the part with its whole runs as literals (whole-runs.ts), for the decks
 * whose whole runs all have a value, and `general`, the part itself, which writes any deck. The first is
 * made at once; the general one only when a deck leaves a whole run empty, since most batches have no such
 * deck and making it was half of a template's first render on each worker (docs/scaling.md, "Warm workers").
 */
export interface PartWriters<T> {
  readonly withRuns: T | null;
  /** Undefined until made (`makeGeneral`); null when it cannot be, and such decks are then written whole. */
  readonly general: T | null | undefined;
  /** Makes `general` once; rows asking meanwhile wait for the same promise, and a failure is not kept. */
  makeGeneral(): Promise<T | null>;
}

/**
 * The writers of `part`; null when the part can have no writer at all (every deck is then written whole). A
 * part without whole runs, or whose `withRuns` writer cannot be made, has its general writer made at once.
 */
export async function partWriters<T>(
  part: PartTemplate,
  make: (part: PartTemplate) => Promise<T | null>,
): Promise<PartWriters<T> | null> {
  const inLiterals = withRunsInLiterals(part);
  // The second writer is only a saving: one that cannot be made leaves every deck to the general one.
  const withRuns = inLiterals ? await make(inLiterals).catch(() => null) : null;
  let making: Promise<T | null> | undefined;
  const writers = {
    withRuns,
    general: undefined as T | null | undefined,
    makeGeneral(): Promise<T | null> {
      making ??= make(part).then(
        (made) => (writers.general = made),
        (error: unknown) => {
          making = undefined;
          throw error;
        },
      );
      return making;
    },
  };
  if (withRuns) return writers;
  return (await writers.makeGeneral()) ? writers : null;
}

/**
 * The writer for one deck's values, and the values it takes (each whole run's text alone, for `withRuns`);
 * undefined when the deck needs the general writer and it is not made, or cannot be.
 */
export function writerFor<T>(
  writers: PartWriters<T>,
  holes: readonly Hole[],
  values: readonly string[],
): { readonly writer: T; readonly values: readonly string[] } | undefined {
  const inside = writers.withRuns && valuesInsideRuns(holes, values);
  if (writers.withRuns && inside) return { writer: writers.withRuns, values: inside };
  return writers.general ? { writer: writers.general, values } : undefined;
}

/** Whether a deck whose whole runs' text is `runText` (undefined: empty) needs the general writer. */
export function needsGeneral(
  writers: PartWriters<unknown>,
  holes: readonly Hole[],
  runText: (hole: Extract<Hole, { kind: 'run' }>) => string | undefined,
): boolean {
  if (writers.general !== undefined) return false;
  for (const hole of holes) if (isWholeRun(hole) && runText(hole) === undefined) return true;
  return false;
}
