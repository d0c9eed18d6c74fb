import type { TemplateSection, TemplateStructure } from '@deckmill/bus-contracts';
import type { SectionInfo, TagInfo, TemplateInspection } from '@deckmill/pptx';

/** A tag in the contract's shape; `image` only on a `{{%name}}` picture, so plain tags stay as they were. */
const tagOf = (tag: TagInfo) => ({
  path: tag.path,
  filters: [...tag.filters],
  ...(tag.image ? { image: true } : {}),
});

function sectionOf(section: SectionInfo): TemplateSection {
  return {
    name: section.name,
    inverted: section.inverted,
    kind: section.kind,
    slide: section.slide,
    tags: section.tags.map(tagOf),
    sections: section.sections.map(sectionOf),
  };
}

/**
 * The template's structure as the engine reports it (`inspectTemplate(...).structure`: tags with filters,
 * nested sections and their kind), in the contract's shape.
 */
export function structureOf(inspection: Pick<TemplateInspection, 'structure'>): TemplateStructure {
  return {
    tags: inspection.structure.tags.map(tagOf),
    sections: inspection.structure.sections.map(sectionOf),
  };
}
