import type { Hole } from './holes';

/** Replace source span [start, end) with pieces of literal XML and holes. */
export interface Edit {
  readonly start: number;
  readonly end: number;
  readonly pieces: ReadonlyArray<string | Hole>;
}

/** A part split into literal chunks and holes: literals[0] hole[0] literals[1] ... literals[n]. */
export interface PartTemplate {
  readonly literals: readonly string[];
  readonly holes: readonly Hole[];
}

/** Applies non-overlapping edits to `xml`, producing the literal/hole sequence rendering fills in. */
export function applyEdits(xml: string, edits: readonly Edit[]): PartTemplate {
  const sorted = [...edits].sort((left, right) => left.start - right.start || left.end - right.end);
  const literals: string[] = [];
  const holes: Hole[] = [];
  let literal = '';
  let cursor = 0;
  for (const edit of sorted) {
    if (edit.start < cursor) throw new Error('Overlapping template edits');
    literal += xml.slice(cursor, edit.start);
    for (const piece of edit.pieces) {
      if (typeof piece === 'string') {
        literal += piece;
      } else {
        literals.push(literal);
        holes.push(piece);
        literal = '';
      }
    }
    cursor = edit.end;
  }
  literals.push(literal + xml.slice(cursor));
  return { literals, holes };
}
