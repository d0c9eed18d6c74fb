import type { Scope } from '../language/scope';
import type { DeckImages } from '../images/deck-images';
import type { Finding } from './findings';

/** The page of a paginated table a slide copy shows: items `start` to `end` (exclusive) of its list. */
export interface TablePage {
  readonly number: number;
  readonly count: number;
  readonly start: number;
  readonly end: number;
}

/** What filling a hole needs of the deck being made. */
export interface HoleContext {
  /** The deck's top-level scalar values by key (the flat fast path, used while no item is in scope). */
  readonly values: ReadonlyMap<string, string>;
  readonly watermark: boolean;
  /** The data in scope, for paths and filters (`value` holes). */
  readonly scope: Scope;
  readonly locale: string;
  /** What this deck made do without (images, charts), one sentence each; ends up in RenderedDeck.notes. */
  readonly notes: string[];
  /** What preflight reports of this deck (fitted and overflowing text, missing values...). */
  readonly findings: Finding[];
  /** RenderOptions.collectFindings: also run the checks that only add findings (preflight). */
  readonly collectFindings?: boolean;
  /** The deck's resolved pictures, set only for templates with picture tags. */
  readonly images?: DeckImages;
  /** Template media a relationship of this deck still targets, added as its `.rels` render (template-media.ts). */
  readonly keptMedia?: Set<string>;
  /** On a copy of a slide with a paginated table, the page it shows. */
  readonly page?: TablePage;
}
