import { DataError } from '@deckmill/csv/data';
import { resolvePath, sectionItems } from '../language/scope';
import type { PreparedEntry } from '@deckmill/zip';
import type { HoleContext, TablePage } from './holes';
import { pageContext } from './table-pagination';
import { relsPartOf, resolveTarget } from './package-map';
import {
  retargetRels,
  rewriteAppCounts,
  rewriteContentTypes,
  rewritePresentation,
  rewritePresentationRels,
  type NewSlide,
  type SlideOutcome,
} from './package-rewrites';
import type { SlideSection } from './slide-sections';
import { partKindOf } from './part-role';

/** Everything a deck with slide sections needs beyond its parts, found once at compile time. */
export interface SlideDeckPlan {
  readonly sections: readonly (SlideSection & {
    readonly relationshipId: string;
    readonly slideId: string;
  })[];
  readonly names: readonly string[];
  readonly presentationPart: string;
  readonly contentTypesPart: string;
  readonly appPart?: string;
  readonly slideCount: number;
  readonly maxSlideId: number;
  readonly maxSlideNumber: number;
  readonly maxListItems: number;
  /** Most slides an output deck may have (TemplateLimits.maxSlides). */
  readonly maxSlides: number;
  /** Every slide part in presentation order. */
  readonly slideParts: readonly string[];
  /** Relationship parts of other parts that link to a sectioned slide (re-pointed when it is removed). */
  readonly linkers: readonly string[];
}

/** How the template renders one of its entries (by index) for a context. */
export interface DeckParts {
  entryFor(index: number, context: HoleContext): PreparedEntry | Promise<PreparedEntry>;
  /** The part's XML for this context, or undefined for a binary part. */
  textOf(index: number, context: HoleContext): string | undefined;
  write(xml: string, index: number, name?: string): Promise<PreparedEntry>;
  /**
   * A copy of a part under a new name, rendered for the context as the part itself is (a slide's text laid
   * out from its segments, a bound chart's workbook rewritten, anything else copied as it is).
   */
  entryAs(index: number, name: string, context: HoleContext): PreparedEntry | Promise<PreparedEntry>;
}

function sourceOfRels(relsName: string): string {
  return relsName.replace(/_rels\/([^/]+)\.rels$/, '$1');
}

function copyName(part: string, copy: number, taken: Set<string>): string {
  let candidate = part.replace(/(\.[^./]+)$/, `_${copy}$1`);
  for (let extra = 2; taken.has(candidate); extra++)
    candidate = part.replace(/(\.[^./]+)$/, `_${copy}_${extra}$1`);
  taken.add(candidate);
  return candidate;
}

/** A link to a removed slide goes to the first slide left in the deck, so no relationship dangles. */
function linkFallback(
  slideParts: readonly string[],
  removed: readonly string[],
): Map<string, string> | undefined {
  const gone = slideParts.filter((part) => removed.includes(part));
  const kept = slideParts.find((part) => !removed.includes(part));
  if (gone.length === 0 || !kept) return undefined;
  return new Map(gone.map((part) => [part, kept]));
}

const isNotesSlide = (name: string) => partKindOf(name) === 'notes';

/** Notes slides in the output: the template's, less the removed ones, plus every copy. */
function notesIn(owned: ReadonlyMap<string, readonly unknown[]>, names: readonly string[]): number {
  return names
    .filter(isNotesSlide)
    .reduce((sum, name) => sum + (owned.has(name) ? (owned.get(name)?.length ?? 0) : 1), 0);
}

/** The pages of a slide's paginated table for one copy of the slide. */
export type PagesOf = (section: SlideSection, context: HoleContext) => readonly TablePage[];

/**
 * Renders a deck whose slides repeat per item (or go) by their `{{:items}}` sections, and per page of a
 * paginated table: a slide with both is copied per item, then per page of that item's list.
 */
export async function renderSlideDeck(
  plan: SlideDeckPlan,
  parts: DeckParts,
  context: HoleContext,
  pagesOf?: PagesOf,
): Promise<PreparedEntry[]> {
  const index = new Map(plan.names.map((name, position) => [name, position]));
  const taken = new Set(plan.names);
  const owned = new Map<string, Array<PreparedEntry | Promise<PreparedEntry>>>();
  const outcomes: SlideOutcome[] = [];
  const added = new Map<string, NewSlide[]>();
  const copiesOf = new Map<string, string[]>();
  const removed: string[] = [];
  let slideNumber = plan.maxSlideNumber;
  let slideId = plan.maxSlideId;
  let slides = plan.slideCount;
  // Counted as the copies are planned, so a deck past the limit fails before its slides are rendered.
  let planned = plan.slideCount;
  const plannedCopies = (copies: number) => {
    planned += copies;
    if (planned > plan.maxSlides) {
      throw new DataError(
        'too_many',
        `The deck would have more than ${plan.maxSlides} slides (repeated slides and tables that continue ` +
          'on the next slide); use fewer items in this row.',
      );
    }
  };
  const contextsOf = plan.sections
    .map((section) => {
      if (section.pagesOnly) return [context];
      const items = sectionItems(resolvePath(context.scope, section.path), false);
      if (items.length > plan.maxListItems) {
        throw new DataError(
          'too_many',
          `The list "${section.name}" has more than ${plan.maxListItems} items.`,
        );
      }
      return items.map((item): HoleContext => ({ ...context, scope: [...context.scope, item] }));
    })
    .map((itemContexts, sectionIndex) => {
      const section = plan.sections[sectionIndex];
      plannedCopies(-1);
      if (!section.pages || !pagesOf) {
        plannedCopies(itemContexts.length);
        return itemContexts;
      }
      return itemContexts.flatMap((itemContext) => {
        const pages = pagesOf(section, itemContext);
        plannedCopies(pages.length);
        return pages.map((page) => pageContext(itemContext, page));
      });
    });
  const gone = plan.sections.filter((_, sectionIndex) => contextsOf[sectionIndex].length === 0);
  const fallback = linkFallback(
    plan.slideParts,
    gone.map((section) => section.slidePart),
  );
  plan.sections.forEach((section, sectionIndex) => {
    const items = contextsOf[sectionIndex];
    slides += items.length - 1;
    const copies: string[] = [];
    items.forEach((itemContext, copy) => {
      const renamed = new Map<string, string>();
      if (copy > 0) {
        for (const part of section.ownedParts.filter((name) => !name.endsWith('.rels'))) {
          const name =
            part === section.slidePart ? `ppt/slides/slide${++slideNumber}.xml` : copyName(part, copy, taken);
          renamed.set(part, name).set(relsPartOf(part), relsPartOf(name));
          copiesOf.set(part, [...(copiesOf.get(part) ?? []), name]);
        }
      }
      for (const part of section.ownedParts) {
        const position = index.get(part) as number;
        const out = renamed.get(part);
        const list = owned.get(part) ?? [];
        owned.set(part, list);
        // A copy's own XML names no part, so it is the part rendered for the item under its new name; only the
        // relationships change (they point at the copy's notes, charts and pictures).
        if (!part.endsWith('.rels')) {
          list.push(out ? parts.entryAs(position, out, itemContext) : parts.entryFor(position, itemContext));
          continue;
        }
        const text = parts.textOf(position, itemContext) ?? '';
        const source = sourceOfRels(part);
        const xml = retargetRels(text, new Map([...(fallback ?? []), ...renamed]), (target) =>
          resolveTarget(source, target),
        );
        list.push(parts.write(xml, position, out));
      }
      copies.push(renamed.get(section.slidePart) ?? section.slidePart);
      if (copy > 0) {
        const slide = renamed.get(section.slidePart) as string;
        const newSlide = {
          relationshipId: `rIdDm${slideNumber}`,
          slideId: ++slideId,
          target: slide.slice(plan.presentationPart.lastIndexOf('/') + 1),
        };
        added.set(section.relationshipId, [...(added.get(section.relationshipId) ?? []), newSlide]);
      }
    });
    if (items.length === 0) {
      for (const part of section.ownedParts) owned.set(part, []);
      removed.push(...section.ownedParts.filter((name) => !name.endsWith('.rels')));
    }
    outcomes.push({ relationshipId: section.relationshipId, slideId: section.slideId, copies });
  });
  const newSlides = [...added.values()].flat();
  const entries: Array<PreparedEntry | Promise<PreparedEntry>> = [];
  plan.names.forEach((name, position) => {
    const text = () => parts.textOf(position, context) ?? '';
    if (owned.has(name)) entries.push(...(owned.get(name) ?? []));
    else if (name === plan.presentationPart) {
      entries.push(parts.write(rewritePresentation(text(), outcomes, added), position));
    } else if (name === relsPartOf(plan.presentationPart)) {
      entries.push(parts.write(rewritePresentationRels(text(), outcomes, newSlides), position));
    } else if (name === plan.contentTypesPart) {
      entries.push(parts.write(rewriteContentTypes(text(), copiesOf, removed), position));
    } else if (name === plan.appPart) {
      entries.push(
        parts.write(rewriteAppCounts(text(), { slides, notes: notesIn(owned, plan.names) }), position),
      );
    } else if (plan.linkers.includes(name) && fallback) {
      const source = sourceOfRels(name);
      const xml = retargetRels(text(), fallback, (target) => resolveTarget(source, target));
      entries.push(parts.write(xml, position));
    } else entries.push(parts.entryFor(position, context));
  });
  return Promise.all(entries);
}
