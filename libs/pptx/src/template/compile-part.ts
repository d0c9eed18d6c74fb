import {
  NS_CHART,
  NS_DRAWINGML,
  NS_DUBLIN_CORE,
  NS_PRESENTATIONML,
  NS_VARIANT_TYPES,
  prefixFor,
} from '../xml/namespaces';
import { applyEdits, type Edit, type PartTemplate } from './part-edits';
import type { OccurrenceKind, PartRole } from './part-role';
import { editRelationshipTargets } from './relationship-edits';
import { collectRunGroups } from './run-groups';
import { editRunGroup, groupTags, type FoundTag } from './run-edits';
import { sectionEdits } from './section-edits';
import { buildProgram, type ProgramNode } from './section-program';
import { buildSectionTree, SectionContext, type SectionTree } from './section-tree';
import { PartStructure } from './structure-scan';
import { excerpt, placeOf, templateSyntaxError } from './syntax-errors';
import type { TagMatch } from './tag-syntax';
import { partStructure, type TemplateStructure } from './template-structure';
import type { PartTag } from './part-tag';
import { editTextElements } from './text-element-edits';
import { ShapeTreeEnd, watermarkEdit, type SlideSize } from './watermark';
import type { XmlToken } from '../xml/xml-lexer';
import { partImageEdits, refusePicturesInSections, type PartImages } from '../images/package-images';

export type { PartTag } from './part-tag';

export interface CompiledPart extends PartTemplate {
  /** The tags a user maps data to: outside sections, and the sections' own names. */
  readonly tags: readonly PartTag[];
  /** For a part with sections: the program rendering it and the sections it holds. */
  readonly program?: readonly ProgramNode[];
  readonly sections?: SectionTree;
  /** What `inspect` reports of this part. */
  readonly structure: TemplateStructure;
}

const KIND_OF_ROLE: Record<PartRole['kind'], OccurrenceKind> = {
  slide: 'slide',
  notes: 'notes',
  layout: 'layout',
  master: 'master',
  smartart: 'smartart',
  chart: 'chart',
  rels: 'hyperlink',
  core: 'title',
  app: 'title',
};

const isSectionTag = (found: FoundTag) => found.tag.expression.kind !== 'value';

interface Collected {
  readonly found: FoundTag[];
  sections?: SectionTree;
}

/**
 * Tags in DrawingML text. A part without section tags is compiled as flat holes (the fast path); one
 * with sections gets its section tree and the markers that make it a program.
 */
function drawingTags(
  xml: string,
  role: PartRole,
  edits: Edit[],
  collected: Collected,
  observe?: (token: XmlToken) => void,
): FoundTag[] {
  const prefix = prefixFor(xml, NS_DRAWINGML, 'a');
  const groups = collectRunGroups(xml, prefix, observe);
  const found: FoundTag[] = [];
  if (!groups.some((group) => groupTags(group).some(isSectionTag))) {
    for (const group of groups) editRunGroup(group, prefix, edits, found);
    return found;
  }
  const context = new SectionContext(xml, role, new PartStructure(xml), groups);
  const tree = buildSectionTree(context);
  edits.push(...sectionEdits(context, tree, prefix));
  collected.sections = tree;
  return [...tree.all];
}

function plainTags(found: TagMatch[]): FoundTag[] {
  return found.map((tag) => ({ tag, inTable: false, offset: -1 }));
}

function collectEdits(
  xml: string,
  role: PartRole,
  slideSize: SlideSize,
  edits: Edit[],
  collected: Collected,
): FoundTag[] {
  switch (role.kind) {
    case 'rels': {
      const found: TagMatch[] = [];
      editRelationshipTargets(xml, edits, found);
      return plainTags(found);
    }
    case 'core': {
      const found: TagMatch[] = [];
      editTextElements(xml, `${prefixFor(xml, NS_DUBLIN_CORE, 'dc')}:title`, edits, found);
      return plainTags(found);
    }
    case 'app': {
      // PowerPoint copies slide titles into the extended properties: fill them, but report the tags
      // only where the user typed them (the slides).
      editTextElements(xml, `${prefixFor(xml, NS_VARIANT_TYPES, 'vt')}:lpstr`, edits, []);
      return [];
    }
    case 'chart': {
      const found: TagMatch[] = [];
      editTextElements(xml, `${prefixFor(xml, NS_CHART, 'c')}:v`, edits, found);
      return [...drawingTags(xml, role, edits, collected), ...plainTags(found)];
    }
    case 'slide': {
      const p = prefixFor(xml, NS_PRESENTATIONML, 'p');
      const treeEnd = new ShapeTreeEnd(xml, p);
      // The watermark's edit keeps its place before the tags' (edits at one offset apply in array order).
      const watermarkAt = edits.length;
      const found = drawingTags(xml, role, edits, collected, treeEnd.observe);
      const watermark = watermarkEdit(treeEnd, p, slideSize);
      if (watermark) edits.splice(watermarkAt, 0, watermark);
      return found;
    }
    default:
      return drawingTags(xml, role, edits, collected);
  }
}

function checkTags(xml: string, role: PartRole, found: readonly FoundTag[]): void {
  const wrong = found.find((entry) => entry.tag.error !== undefined);
  if (!wrong) return;
  const structure = wrong.offset >= 0 ? new PartStructure(xml) : undefined;
  const near = excerpt(wrong.tag.raw, 0, wrong.tag.raw.length);
  throw templateSyntaxError(placeOf(role, structure, wrong.offset), wrong.tag.error ?? '', near);
}

/** The tags a user maps data to: those outside any section, and the top-level sections' names. */
function topLevel(found: readonly FoundTag[], sections: SectionTree | undefined): FoundTag[] {
  if (!sections) return found.filter((entry) => entry.tag.expression.kind === 'value');
  const inside = new Set(sections.all);
  const keep = new Set<FoundTag>([
    ...sections.tags,
    ...sections.slideTags,
    ...sections.sections.map((node) => node.open),
  ]);
  return found.filter(
    (entry) =>
      keep.has(entry as never) || (!inside.has(entry as never) && entry.tag.expression.kind === 'value'),
  );
}

/** Compiles one part into literal chunks and holes, with the tags it holds. */
export function compilePart(
  xml: string,
  role: PartRole,
  slideSize: SlideSize,
  /** The part's picture frames (or its `.rels`'s relationships for them), when it has any. */
  images?: PartImages,
): CompiledPart {
  const edits: Edit[] = [];
  const collected: Collected = { found: [] };
  const kind = KIND_OF_ROLE[role.kind];
  // Picture frames are edited whole; the text scan reads the part with their tag text blanked.
  const pictures = images ? partImageEdits(xml, images, kind, role.slide) : undefined;
  const found = collectEdits(pictures?.scanned ?? xml, role, slideSize, edits, collected);
  checkTags(xml, role, found);
  const tags = topLevel(found, collected.sections).map(({ tag, inTable }) => ({
    name: tag.name,
    key: tag.key,
    kind: inTable && kind === 'slide' ? ('table' as const) : kind,
    ...(role.slide === undefined ? {} : { slide: role.slide }),
  }));
  if (pictures) {
    edits.push(...pictures.edits);
    tags.push(...pictures.tags);
  }
  const template = applyEdits(xml, edits);
  const scanned = partStructure(found, collected.sections, role.slide);
  const structure = pictures ? { ...scanned, tags: [...scanned.tags, ...pictures.infos] } : scanned;
  if (!collected.sections) return { ...template, tags, structure };
  const program = buildProgram(template);
  if (pictures) refusePicturesInSections(xml, role, program);
  return { ...template, tags, structure, program, sections: collected.sections };
}
