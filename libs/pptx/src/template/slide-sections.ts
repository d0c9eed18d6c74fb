import { partKindOf } from './part-role';
import { relsPartOf, resolveTarget, type XmlSource } from './package-map';
import { placeOf, templateSyntaxError, excerpt } from './syntax-errors';
import type { PartRole } from './part-role';
import type { LocatedTag, SectionTree } from './section-tree';
import type { TablePagination } from './table-pagination';

/** A slide repeated (or removed) per deck by a `{{:items}}` tag on it or in its notes. */
export interface SlideSection {
  readonly slide: number;
  readonly slidePart: string;
  readonly path: readonly string[];
  readonly name: string;
  /** Parts copied with each repetition: the slide, its notes, charts and diagrams, and their rels. */
  readonly ownedParts: readonly string[];
  /** The slide's paginated table; the slide is copied once per page (per item and page with a path). */
  readonly pages?: TablePagination;
  /** A slide repeated only by its paginated table, with no `{{:items}}` (its path is empty and unused). */
  readonly pagesOnly?: boolean;
}

/** The `{{#rows | paginate}}` section of a slide's tree, as the render uses it. */
function paginationOf(tree: SectionTree | undefined): TablePagination | undefined {
  const node = tree?.paginated;
  const expression = node?.open.tag.expression;
  if (!node?.table || expression?.kind !== 'open' || !expression.paginate) return undefined;
  return {
    path: expression.path,
    name: node.open.tag.pathText,
    paginate: expression.paginate,
    table: node.table,
  };
}

const RELATIONSHIP = /<Relationship\b[^>]*>/g;

/** Internal targets of a part's relationships, resolved to part names. */
export function relationshipTargets(source: XmlSource, partName: string): string[] {
  const rels = source(relsPartOf(partName));
  if (!rels) return [];
  const targets: string[] = [];
  for (const [element] of rels.matchAll(RELATIONSHIP)) {
    if (/TargetMode="External"/.test(element)) continue;
    const target = /\bTarget="([^"]*)"/.exec(element)?.[1];
    if (target) targets.push(resolveTarget(partName, target));
  }
  return targets;
}

// Parts that belong to one slide and so are copied with it; layouts, images and embeddings are shared.
function isOwned(name: string): boolean {
  const kind = partKindOf(name);
  return kind === 'notes' || kind === 'chart' || /^ppt\/diagrams\//i.test(name);
}

function ownedParts(source: XmlSource, slidePart: string, names: ReadonlySet<string>): string[] {
  const owned = [slidePart];
  for (const target of relationshipTargets(source, slidePart)) {
    if (isOwned(target) && names.has(target) && !owned.includes(target)) owned.push(target);
  }
  return owned.flatMap((part) => (names.has(relsPartOf(part)) ? [part, relsPartOf(part)] : [part]));
}

interface CompiledNamedPart {
  readonly name: string;
  readonly role: PartRole;
  readonly part: { readonly sections?: SectionTree };
}

function failOn(role: PartRole, tag: LocatedTag, problem: string): never {
  throw templateSyntaxError(
    placeOf(role, undefined, -1),
    problem,
    excerpt(tag.groupText, tag.tag.start, tag.tag.end),
  );
}

/** The slide sections of a template, one at most per slide (on the slide or in its notes). */
export function findSlideSections(
  parts: readonly CompiledNamedPart[],
  slideParts: ReadonlyMap<number, string>,
  source: XmlSource,
  names: ReadonlySet<string>,
): SlideSection[] {
  const bySlide = new Map<number, SlideSection>();
  for (const { role, part } of parts) {
    for (const tag of part.sections?.slideTags ?? []) {
      const slidePart = role.slide === undefined ? undefined : slideParts.get(role.slide);
      if (role.slide === undefined || !slidePart || (role.kind !== 'slide' && role.kind !== 'notes')) {
        failOn(role, tag, 'a slide section belongs on a slide or in its notes');
      }
      if (tag.tag.expression.kind !== 'slide') continue;
      if (bySlide.has(role.slide)) failOn(role, tag, 'a slide can have only one slide section');
      bySlide.set(role.slide, {
        slide: role.slide,
        slidePart,
        path: tag.tag.expression.path,
        name: tag.tag.pathText,
        ownedParts: ownedParts(source, slidePart, names),
      });
    }
  }
  for (const { role, part } of parts) {
    const pages = paginationOf(part.sections);
    const slidePart = role.slide === undefined ? undefined : slideParts.get(role.slide);
    if (!pages || role.kind !== 'slide' || role.slide === undefined || !slidePart) continue;
    const section = bySlide.get(role.slide);
    bySlide.set(
      role.slide,
      section
        ? { ...section, pages }
        : {
            slide: role.slide,
            slidePart,
            path: [],
            name: '',
            ownedParts: ownedParts(source, slidePart, names),
            pages,
            pagesOnly: true,
          },
    );
  }
  return [...bySlide.values()].sort((left, right) => left.slide - right.slide);
}
