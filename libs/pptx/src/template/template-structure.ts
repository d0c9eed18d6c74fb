import type { FilterCall } from '../language/filters';
import type { FoundTag } from './run-edits';
import type { SectionKind, SectionNode, SectionTree } from './section-tree';
import type { SlideSection } from './slide-sections';

/** A value tag as `inspect` reports it: its path as typed and its filters (`number:2`). */
export interface TagInfo {
  readonly path: string;
  readonly filters: readonly string[];
  /** A `{{%name}}` picture: its filters are the fit (`cover`, `contain`). */
  readonly image?: boolean;
}

export interface SectionInfo {
  readonly name: string;
  readonly inverted: boolean;
  readonly kind: SectionKind;
  /** 1-based slide number; 0 for parts shared by slides (layouts, masters). */
  readonly slide: number;
  readonly tags: readonly TagInfo[];
  readonly sections: readonly SectionInfo[];
  /** `paginate` or `paginate:12` on a table-row section continued on the next slides. */
  readonly paginate?: string;
}

/** The template's language structure: tags outside sections, and sections with what they hold. */
export interface TemplateStructure {
  readonly tags: readonly TagInfo[];
  readonly sections: readonly SectionInfo[];
}

function filterText(call: FilterCall): string {
  if (call.argument === undefined) return call.name;
  const quoted = call.name === 'default' || call.name === 'date';
  return `${call.name}:${quoted ? JSON.stringify(call.argument) : call.argument}`;
}

function tagInfo(found: FoundTag): TagInfo | undefined {
  const { expression, pathText } = found.tag;
  if (expression.kind !== 'value') return undefined;
  return { path: pathText, filters: expression.filters.map(filterText) };
}

/** Each distinct tag once, in order. */
function distinct(tags: readonly (TagInfo | undefined)[]): TagInfo[] {
  const seen = new Map<string, TagInfo>();
  for (const tag of tags) {
    if (!tag) continue;
    const key = `${tag.image ? '%' : ''}${tag.path.toLowerCase()}|${tag.filters.join('|')}`;
    seen.set(key, seen.get(key) ?? tag);
  }
  return [...seen.values()];
}

function sectionInfo(node: SectionNode, slide: number): SectionInfo {
  const expression = node.open.tag.expression;
  const paginate = expression.kind === 'open' ? expression.paginate : undefined;
  return {
    ...(paginate
      ? { paginate: paginate.perPage === undefined ? 'paginate' : `paginate:${paginate.perPage}` }
      : {}),
    name: node.open.tag.pathText,
    inverted: expression.kind === 'open' && expression.inverted,
    kind: node.kind,
    slide,
    tags: distinct(node.tags.map(tagInfo)),
    sections: node.sections.map((child) => sectionInfo(child, slide)),
  };
}

/** One part's structure: flat tags, or its section tree. */
export function partStructure(
  found: readonly FoundTag[],
  tree: SectionTree | undefined,
  slide = 0,
): TemplateStructure {
  if (!tree) return { tags: distinct(found.map(tagInfo)), sections: [] };
  const inside = new Set<FoundTag>(tree.all);
  return {
    tags: distinct([...tree.tags, ...found.filter((entry) => !inside.has(entry))].map(tagInfo)),
    sections: tree.sections.map((node) => sectionInfo(node, slide)),
  };
}

/** The whole template's structure; a slide with a slide section holds everything of that slide. */
export function templateStructure(
  parts: ReadonlyArray<{ readonly slide?: number; readonly structure: TemplateStructure }>,
  slideSections: readonly SlideSection[],
): TemplateStructure {
  const bySlide = new Map(slideSections.map((section) => [section.slide, section]));
  const tags: Array<TagInfo | undefined> = [];
  const sections: SectionInfo[] = [];
  const slideContent = new Map<number, { tags: TagInfo[]; sections: SectionInfo[] }>();
  for (const part of parts) {
    const target = part.slide !== undefined && bySlide.has(part.slide) ? slideContent : undefined;
    if (target && part.slide !== undefined) {
      const content = target.get(part.slide) ?? { tags: [], sections: [] };
      target.set(part.slide, content);
      content.tags.push(...part.structure.tags);
      content.sections.push(...part.structure.sections);
    } else {
      tags.push(...part.structure.tags);
      sections.push(...part.structure.sections);
    }
  }
  for (const section of slideSections) {
    const content = slideContent.get(section.slide) ?? { tags: [], sections: [] };
    sections.push({
      name: section.name,
      inverted: false,
      kind: 'slide',
      slide: section.slide,
      tags: distinct(content.tags),
      sections: content.sections,
    });
  }
  sections.sort((left, right) => left.slide - right.slide);
  return { tags: distinct(tags), sections };
}
