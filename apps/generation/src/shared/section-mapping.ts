import type { PostedSectionMapping, TemplateSection } from '@deckmill/bus-contracts';
import { DataMappingError } from './data-mapping';

/** Per section (as the template spells it): each field inside it to a column or key of the list's items. */
export type SectionMapping = Record<string, Record<string, string>>;

/** A top-level section whose items may have their fields mapped, with the fields its tags read. */
export interface MappableSection {
  readonly name: string;
  readonly fields: readonly string[];
}

/** Where the items' fields come from: a grouped CSV's columns, or a JSON list's keys. */
export interface ItemFields {
  readonly format: 'csv' | 'json';
  /** The item keys of the section's list, or null when the data holds no list there. */
  keysOf(section: string): readonly string[] | null;
}

const sameName = (name: string) => name.trim().toLowerCase();
const quote = (name: string) => `"${name}"`;

/**
 * The sections whose fields step 3 maps: top-level and not inverted (an inverted section renders without
 * items). A name used by several sections is one entry with the fields of all of them, each once. Dotted
 * fields (`{{product.name}}`) are not mappable: they read nested values by name.
 */
export function mappableSections(sections: readonly TemplateSection[]): MappableSection[] {
  const byName = new Map<string, { name: string; fields: Map<string, string> }>();
  for (const section of sections) {
    if (section.inverted) continue;
    const entry = byName.get(sameName(section.name)) ?? { name: section.name, fields: new Map() };
    byName.set(sameName(section.name), entry);
    for (const tag of section.tags)
      if (!tag.path.includes('.') && !entry.fields.has(sameName(tag.path)))
        entry.fields.set(sameName(tag.path), tag.path);
  }
  return [...byName.values()].map(({ name, fields }) => ({ name, fields: [...fields.values()] }));
}

function checkSection(
  section: MappableSection,
  posted: Record<string, unknown>,
  data: ItemFields,
): Record<string, string> {
  const keys = data.keysOf(section.name);
  if (keys === null) {
    throw new DataMappingError(
      data.format === 'csv'
        ? `Only the fields inside {{#rows}} of a grouped CSV can be mapped, not those inside ${quote(section.name)}.`
        : `The data has no list named ${quote(section.name)}.`,
    );
  }
  const fieldByName = new Map(section.fields.map((field) => [sameName(field), field]));
  const keyByName = new Map(keys.map((key) => [sameName(key), key]));
  const mapping = new Map<string, string>();
  const unmapped: string[] = [];
  for (const [name, column] of Object.entries(posted)) {
    const field = fieldByName.get(sameName(name));
    if (!field)
      throw new DataMappingError(`The section ${quote(section.name)} has no field named ${quote(name)}.`);
    if (typeof column !== 'string' || column.trim() === '') {
      unmapped.push(field);
      continue;
    }
    const key = keyByName.get(sameName(column));
    if (!key) {
      throw new DataMappingError(
        data.format === 'csv'
          ? `The CSV file has no column named ${quote(column)}.`
          : `The items of ${quote(section.name)} have no field named ${quote(column)}.`,
      );
    }
    mapping.set(field, key);
  }
  if (unmapped.length > 0) {
    const target = data.format === 'csv' ? 'a column' : 'a field';
    throw new DataMappingError(
      `Map every field inside ${quote(section.name)} to ${target}: ${unmapped.map(quote).join(', ')}.`,
    );
  }
  // Built from entries, so a field named `__proto__` stays an own key.
  return Object.fromEntries(mapping);
}

/**
 * Checks the posted section mapping (read from its JSON text by the gateway) against the template's sections and the data's items: every
 * section known and backed by a list, every field inside it, every column or key present, none left empty.
 * Fields a section's mapping leaves out, and sections left out, keep matching by name. Answers the mapping
 * keyed by the template's spelling of sections and fields, to the data's spelling of columns or keys.
 */
export function checkSectionMapping(
  posted: PostedSectionMapping,
  sections: readonly MappableSection[],
  data: ItemFields,
): SectionMapping {
  const sectionByName = new Map(sections.map((section) => [sameName(section.name), section]));
  const mapping = new Map<string, Record<string, string>>();
  for (const [name, fields] of Object.entries(posted)) {
    const section = sectionByName.get(sameName(name));
    if (!section) throw new DataMappingError(`The template has no section named ${quote(name)}.`);
    mapping.set(section.name, { ...mapping.get(section.name), ...checkSection(section, fields, data) });
  }
  return Object.fromEntries(mapping);
}
