import { useMemo } from 'react';
import type { TemplateStructure } from '@deckmill/api-contracts';
import type { DataPreview } from './dataPreview';
import {
  mappableSections,
  sectionMapping,
  unmappedSectionFields,
  type SectionMapping,
} from './sectionMapping';

/**
 * Step 3's mapping of the fields inside sections: auto-mapped from the data, the user's choices (`chosen`) kept
 * while they still fit (a new file or template falls back to the auto-map).
 */
export function useSectionMapping(
  structure: TemplateStructure | undefined,
  preview: DataPreview | null,
  groupBy: string | null,
  chosen: Readonly<SectionMapping>,
) {
  const sections = useMemo(
    () => mappableSections(structure, preview, groupBy),
    [structure, preview, groupBy],
  );
  const mapping = useMemo(() => sectionMapping(sections, chosen), [sections, chosen]);
  const mappedNames = new Set(sections.map((section) => section.name.trim().toLowerCase()));
  /** The sections left to read by name, listed read-only. */
  const unmappedStructure = structure && {
    ...structure,
    sections: structure.sections.filter((section) => !mappedNames.has(section.name.trim().toLowerCase())),
  };
  return { sections, mapping, unmapped: unmappedSectionFields(mapping), unmappedStructure };
}

export type SectionMappingState = ReturnType<typeof useSectionMapping>;
