import { TemplateError } from '../errors';
import type { PartRole } from './part-role';
import type { PartStructure } from './structure-scan';

const EXCERPT_AROUND = 24;
const EXCERPT_MAX = 70;

const PART_NAMES: Partial<Record<PartRole['kind'], string>> = {
  layout: 'A slide layout',
  master: 'A slide master',
  smartart: 'A SmartArt graphic',
  chart: 'A chart',
};

/** A short piece of the text around a tag, on one line. */
export function excerpt(text: string, start: number, end: number): string {
  const from = Math.max(0, start - EXCERPT_AROUND);
  const to = Math.min(text.length, end + EXCERPT_AROUND);
  let piece = text.slice(from, to).replace(/\s+/g, ' ').trim();
  if (piece.length > EXCERPT_MAX) piece = `${piece.slice(0, EXCERPT_MAX - 1)}…`;
  return `${from > 0 ? '…' : ''}${piece}${to < text.length ? '…' : ''}`;
}

/** Where a tag is, in words a user can find in PowerPoint: `Slide 2, shape "Title 1"`. */
export function placeOf(role: PartRole, structure: PartStructure | undefined, offset: number): string {
  const part =
    role.slide !== undefined
      ? `Slide ${role.slide}${role.kind === 'notes' ? ' notes' : role.kind === 'chart' ? ' chart' : ''}`
      : (PART_NAMES[role.kind] ?? 'The presentation');
  const shape = structure?.shapeName(offset);
  return shape === undefined ? part : `${part}, shape "${shape}"`;
}

/** The upload-time error for a misused tag: where it is, what is wrong, and the text around it. */
export function templateSyntaxError(place: string, problem: string, near: string): TemplateError {
  return new TemplateError('template_syntax', `${place}: ${problem} (in "${near}").`);
}
