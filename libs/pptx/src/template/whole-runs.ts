import type { Hole } from './holes';
import type { PartTemplate } from './part-edits';

/** A run hole that replaces a whole run: its run is written only around a value (see renderRunText). */
export type WholeRunHole = Extract<Hole, { kind: 'run' }> & {
  readonly wholeRun: NonNullable<Extract<Hole, { kind: 'run' }>['wholeRun']>;
};

export function isWholeRun(hole: Hole): hole is WholeRunHole {
  return hole.kind === 'run' && hole.wholeRun !== undefined;
}

/** The same hole inside its run: its value is the run's text alone. */
export function insideItsRun(hole: WholeRunHole): Hole {
  return {
    kind: 'run',
    key: hole.key,
    lineBreak: hole.lineBreak,
    ...(hole.value ? { value: hole.value } : {}),
  };
}

/**
 * A part whose whole runs are literals around their text, for the decks in which every whole run has a value:
 * the runs' XML (a hundred bytes of formatting a value, in a table's cells) is then matched like the rest of the
 * template, not written as literal bytes per deck. Undefined for a part without whole runs.
 */
export function withRunsInLiterals(part: PartTemplate): PartTemplate | undefined {
  if (!part.holes.some(isWholeRun)) return undefined;
  const literals = [part.literals[0]];
  const holes: Hole[] = [];
  part.holes.forEach((hole, index) => {
    if (!isWholeRun(hole)) {
      holes.push(hole);
      literals.push(part.literals[index + 1]);
      return;
    }
    literals[literals.length - 1] += hole.wholeRun.before;
    holes.push(insideItsRun(hole));
    literals.push(hole.wholeRun.after + part.literals[index + 1]);
  });
  return { literals, holes };
}

/**
 * A deck's values for `withRunsInLiterals`' part, from its values for the part itself: each whole run's text
 * alone. Undefined when a whole run is left out (its value empty): that deck is written as before.
 */
export function valuesInsideRuns(
  holes: readonly Hole[],
  values: readonly string[],
): readonly string[] | undefined {
  let inside: string[] | undefined;
  for (let index = 0; index < holes.length; index++) {
    const hole = holes[index];
    if (!isWholeRun(hole)) continue;
    const value = values[index];
    if (value === '') return undefined;
    inside ??= [...values];
    inside[index] = value.slice(hole.wholeRun.before.length, value.length - hole.wholeRun.after.length);
  }
  return inside ?? values;
}
