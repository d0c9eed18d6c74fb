import { escapeXmlText } from '../xml/xml-text';
import type { Hole } from './holes';
import type { Edit } from './part-edits';
import type { RunGroup, TextRun } from './run-groups';
import { findTags, valueFields, type TagMatch } from './tag-syntax';

export interface FoundTag {
  readonly tag: TagMatch;
  readonly inTable: boolean;
  /** Source offset of the run where the tag starts (locates it for error messages and sections). */
  readonly offset: number;
}

/** What a tag becomes in the run where it starts: XML pieces and holes (none: the tag leaves no text). */
export type TagPieces = (tag: TagMatch, run: TextRun) => ReadonlyArray<string | Hole>;

// Ends the value's run, adds a line break with the same formatting, and opens an identical run.
function lineBreakFor(run: TextRun, prefix: string): string {
  const br = `${prefix}:br`;
  return `</${prefix}:t></${prefix}:r><${br}>${run.rPr}</${br}>${run.openTag}${run.rPr}${run.textOpenTag}`;
}

/** The default: a value tag becomes a run hole; any other tag leaves nothing. */
export function valuePieces(prefix: string): TagPieces {
  return (tag, run) => {
    const fields = valueFields(tag);
    return fields ? [{ kind: 'run', ...fields, lineBreak: lineBreakFor(run, prefix) }] : [];
  };
}

// A run is touched when a tag covers part of its text, or it sits (empty) strictly inside a tag.
function touches(tag: TagMatch, from: number, to: number): boolean {
  return from === to ? tag.start < from && tag.end > from : tag.start < to && tag.end > from;
}

/** The tags of a group, each with the run where it starts. */
export function groupTags(group: RunGroup): FoundTag[] {
  const text = group.runs.map((run) => run.text).join('');
  const found: FoundTag[] = [];
  let from = 0;
  let runIndex = 0;
  for (const tag of findTags(text)) {
    while (from + group.runs[runIndex].text.length <= tag.start && runIndex < group.runs.length - 1) {
      from += group.runs[runIndex].text.length;
      runIndex++;
    }
    found.push({ tag, inTable: group.inTable, offset: group.runs[runIndex].start });
  }
  return found;
}

/**
 * Rewrites the runs of one group so each tag becomes its pieces in the run where it starts (keeping
 * that run's formatting); the tag's other pieces are cut, and runs left with nothing are removed.
 */
export function editRunGroup(
  group: RunGroup,
  prefix: string,
  edits: Edit[],
  found: FoundTag[],
  piecesOf: TagPieces = valuePieces(prefix),
): void {
  const groupFound = groupTags(group);
  if (groupFound.length === 0) return;
  found.push(...groupFound);
  const tags = groupFound.map((entry) => entry.tag);
  const text = group.runs.map((run) => run.text).join('');
  // Runs and tags are both in text order: one sweep keeps huge paragraphs linear.
  let from = 0;
  let firstOpen = 0;
  for (const run of group.runs) {
    const to = from + run.text.length;
    while (firstOpen < tags.length && tags[firstOpen].end <= from) firstOpen++;
    const touching: TagMatch[] = [];
    for (let index = firstOpen; index < tags.length && tags[index].start <= to; index++) {
      if (touches(tags[index], from, to)) touching.push(tags[index]);
    }
    if (touching.length > 0) edits.push(rewriteRun(run, text, from, to, touching, piecesOf));
    from = to;
  }
}

function isMarker(piece: string | Hole): boolean {
  return typeof piece !== 'string' && (piece.kind === 'open' || piece.kind === 'close');
}

function rewriteRun(
  run: TextRun,
  text: string,
  from: number,
  to: number,
  tags: TagMatch[],
  piecesOf: TagPieces,
): Edit {
  const pieces: Array<string | Hole> = [];
  let position = from;
  let keepsText = false;
  for (const tag of tags) {
    if (tag.start > position) {
      pieces.push(escapeXmlText(text.slice(position, Math.min(tag.start, to))));
      keepsText = true;
    }
    if (tag.start >= from && tag.start < to) pieces.push(...piecesOf(tag, run));
    position = Math.max(position, Math.min(tag.end, to));
  }
  if (position < to) {
    pieces.push(escapeXmlText(text.slice(position, to)));
    keepsText = true;
  }
  if (pieces.length === 0) return { start: run.start, end: run.end, pieces: [] };
  const [only] = pieces;
  if (pieces.length === 1 && typeof only !== 'string' && only.kind === 'run') {
    return {
      start: run.start,
      end: run.end,
      pieces: [{ ...only, wholeRun: { before: run.before, after: run.after } }],
    };
  }
  // A run that held only section markers is replaced by them: no empty run is left around a section.
  if (!keepsText && pieces.every(isMarker)) return { start: run.start, end: run.end, pieces };
  // Elsewhere a marker splits the run, so each repeated piece is whole runs with this run's formatting.
  const split = pieces.flatMap((piece) => (isMarker(piece) ? [run.after, piece, run.before] : [piece]));
  return { start: run.textStart, end: run.textEnd, pieces: split };
}
