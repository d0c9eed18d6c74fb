import type { OccurrenceKind } from './part-role';

/** A tag a user maps data to, where it stands in the template. */
export interface PartTag {
  readonly name: string;
  readonly key: string;
  readonly kind: OccurrenceKind;
  readonly slide?: number;
}
