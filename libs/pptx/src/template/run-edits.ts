import { escapeXmlText } from '../xml/xml-text';
import type { Hole } from './holes';
import type { Edit } from './part-edits';
import type { RunGroup, TextRun } from './run-groups';
import { findTags, type TagMatch } from './tag-syntax';

export interface FoundTag {
  readonly tag: TagMatch;
  readonly inTable: boolean;
}

// Ends the value's run, adds a line break with the same formatting, and opens an identical run.
function lineBreakFor(run: TextRun, prefix: string): string {
  const br = `${prefix}:br`;
  return `</${prefix}:t></${prefix}:r><${br}>${run.rPr}</${br}>${run.openTag}${run.rPr}${run.textOpenTag}`;
}

// A run is touched when a tag covers part of its text, or it sits (empty) strictly inside a tag.
function touches(tag: TagMatch, from: number, to: number): boolean {
  return from === to ? tag.start < from && tag.end > from : tag.start < to && tag.end > from;
}

/**
 * Rewrites the runs of one group so each tag becomes a hole in the run where it starts (keeping that
 * run's formatting); the tag's other pieces are cut, and runs left with nothing are removed.
 */
export function editRunGroup(group: RunGroup, prefix: string, edits: Edit[], found: FoundTag[]): void {
  const text = group.runs.map((run) => run.text).join('');
  const tags = findTags(text);
  if (tags.length === 0) return;
  for (const tag of tags) found.push({ tag, inTable: group.inTable });
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
    if (touching.length > 0) edits.push(rewriteRun(run, text, from, to, touching, prefix));
    from = to;
  }
}

function rewriteRun(
  run: TextRun,
  text: string,
  from: number,
  to: number,
  tags: TagMatch[],
  prefix: string,
): Edit {
  const pieces: Array<string | Hole> = [];
  let position = from;
  for (const tag of tags) {
    if (tag.start > position) pieces.push(escapeXmlText(text.slice(position, Math.min(tag.start, to))));
    if (tag.start >= from && tag.start < to) {
      pieces.push({ kind: 'run', key: tag.key, lineBreak: lineBreakFor(run, prefix) });
    }
    position = Math.max(position, Math.min(tag.end, to));
  }
  if (position < to) pieces.push(escapeXmlText(text.slice(position, to)));
  if (pieces.length === 0) return { start: run.start, end: run.end, pieces: [] };
  const [only] = pieces;
  if (pieces.length === 1 && typeof only !== 'string' && only.kind === 'run') {
    return {
      start: run.start,
      end: run.end,
      pieces: [{ ...only, wholeRun: { before: run.before, after: run.after } }],
    };
  }
  return { start: run.textStart, end: run.textEnd, pieces };
}
