import type { PartTag } from './part-tag';
import type { OccurrenceKind } from './part-role';

export interface PlaceholderOccurrence {
  /** 1-based slide number, absent for parts shared by slides (layouts, masters, document title). */
  readonly slide?: number;
  readonly kind: OccurrenceKind;
}

export interface Placeholder {
  /** The name as first typed in the deck, trimmed. */
  readonly name: string;
  /** Comparison key: trimmed and lower-cased. */
  readonly key: string;
  readonly occurrences: readonly PlaceholderOccurrence[];
}

const KIND_ORDER: readonly OccurrenceKind[] = [
  'slide',
  'table',
  'smartart',
  'chart',
  'hyperlink',
  'notes',
  'layout',
  'master',
  'title',
];

function compareOccurrences(left: PlaceholderOccurrence, right: PlaceholderOccurrence): number {
  const bySlide = (left.slide ?? Number.MAX_SAFE_INTEGER) - (right.slide ?? Number.MAX_SAFE_INTEGER);
  return bySlide || KIND_ORDER.indexOf(left.kind) - KIND_ORDER.indexOf(right.kind);
}

/** Each placeholder once, with its distinct occurrences, ordered by where it first appears. */
export function summarisePlaceholders(tags: readonly PartTag[]): Placeholder[] {
  const byKey = new Map<string, { name: string; occurrences: Map<string, PlaceholderOccurrence> }>();
  for (const tag of tags) {
    const entry = byKey.get(tag.key) ?? { name: tag.name, occurrences: new Map() };
    byKey.set(tag.key, entry);
    const occurrence = tag.slide === undefined ? { kind: tag.kind } : { slide: tag.slide, kind: tag.kind };
    entry.occurrences.set(`${tag.slide ?? ''}:${tag.kind}`, occurrence);
  }
  const placeholders = [...byKey].map(([key, { name, occurrences }]) => ({
    name,
    key,
    occurrences: [...occurrences.values()].sort(compareOccurrences),
  }));
  return placeholders.sort((left, right) => compareOccurrences(left.occurrences[0], right.occurrences[0]));
}
