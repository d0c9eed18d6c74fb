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
import { editRunGroup, type FoundTag } from './run-edits';
import type { TagMatch } from './tag-syntax';
import { editTextElements } from './text-element-edits';
import { watermarkEdit, type SlideSize } from './watermark';

export interface PartTag {
  readonly name: string;
  readonly key: string;
  readonly kind: OccurrenceKind;
  readonly slide?: number;
}

export interface CompiledPart extends PartTemplate {
  readonly tags: readonly PartTag[];
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

function drawingTags(xml: string, edits: Edit[]): FoundTag[] {
  const prefix = prefixFor(xml, NS_DRAWINGML, 'a');
  const found: FoundTag[] = [];
  for (const group of collectRunGroups(xml, prefix)) editRunGroup(group, prefix, edits, found);
  return found;
}

function plainTags(found: TagMatch[]): FoundTag[] {
  return found.map((tag) => ({ tag, inTable: false }));
}

function collectEdits(xml: string, role: PartRole, slideSize: SlideSize, edits: Edit[]): FoundTag[] {
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
      return [...drawingTags(xml, edits), ...plainTags(found)];
    }
    case 'slide': {
      const watermark = watermarkEdit(xml, prefixFor(xml, NS_PRESENTATIONML, 'p'), slideSize);
      if (watermark) edits.push(watermark);
      return drawingTags(xml, edits);
    }
    default:
      return drawingTags(xml, edits);
  }
}

/** Compiles one part into literal chunks and holes, with the tags it holds. */
export function compilePart(xml: string, role: PartRole, slideSize: SlideSize): CompiledPart {
  const edits: Edit[] = [];
  const found = collectEdits(xml, role, slideSize, edits);
  const kind = KIND_OF_ROLE[role.kind];
  const tags = found.map(({ tag, inTable }) => ({
    name: tag.name,
    key: tag.key,
    kind: inTable && kind === 'slide' ? ('table' as const) : kind,
    ...(role.slide === undefined ? {} : { slide: role.slide }),
  }));
  return { ...applyEdits(xml, edits), tags };
}
