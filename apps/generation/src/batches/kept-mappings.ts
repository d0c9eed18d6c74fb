import {
  DataMappingTextSchema,
  SectionMappingTextSchema,
  type DataMapping,
  type PostedSectionMapping,
} from '@deckmill/bus-contracts';

/**
 * A batch keeps the mappings it was made with as JSON text, for "Run again": '' when none was posted (a JSON
 * file's fields match by name), null for sections when none were mapped.
 */
export function keptMappings(
  dataMapping: DataMapping | null,
  sectionMapping: PostedSectionMapping | undefined,
): { dataMapping: string; sectionMapping: string | null } {
  return {
    dataMapping: dataMapping === null ? '' : JSON.stringify(dataMapping),
    sectionMapping: sectionMapping === undefined ? null : JSON.stringify(sectionMapping),
  };
}

/**
 * The mappings a batch kept, read back as a request carries them. A batch made before the gateway read the
 * mappings kept the posted text as it came (a JSON file's batch may hold any text): what does not read as a
 * mapping is none, as it was for that file.
 */
export function readKeptMappings(kept: { dataMapping: string; sectionMapping: string | null }): {
  dataMapping: DataMapping | null;
  sectionMapping?: PostedSectionMapping;
} {
  const data = DataMappingTextSchema.safeParse(kept.dataMapping);
  const sections =
    kept.sectionMapping === null ? undefined : SectionMappingTextSchema.safeParse(kept.sectionMapping);
  return {
    dataMapping: (data.success ? data.data : undefined) ?? null,
    ...(sections?.success && sections.data !== undefined ? { sectionMapping: sections.data } : {}),
  };
}
