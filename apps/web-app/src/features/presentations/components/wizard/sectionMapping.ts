import type { TemplateSection, TemplateStructure } from '@deckmill/api-contracts';
import { autoMap, unmappedPlaceholders, type ColumnMapping } from './autoMap';
import type { DataPreview } from './dataPreview';
import { GROUP_ROWS } from './dataOptions';

/** A section whose fields step 3 maps, and the columns (or keys) of the items it repeats over. */
export interface MappableSection {
  /** As the template spells it; also its key in `presentation[section_mapping]`. */
  readonly name: string;
  readonly opener: string;
  /** The fields to map: those the items can fill (fields only the deck has are read from it by name). */
  readonly fields: readonly string[];
  readonly keys: readonly string[];
  /** The first item's value under each key, for the "Row 1" hint. */
  readonly firstItem?: readonly string[];
}

/** Per section name: each field inside it to a column or key; '' means not mapped yet. */
export type SectionMapping = Record<string, ColumnMapping>;

const sameName = (name: string) => name.trim().toLowerCase();
/** How each kind opens in the template; a chart is `{{chart:sales}}`. */
const OPENERS: Partial<Record<TemplateSection['kind'], string>> = { slide: ':', chart: 'chart:' };
/** Exact and normalised matches only: `{{total}}` must not land on `subtotal` and hide the deck's own total. */
const INSIDE_SECTIONS = { containment: false } as const;

/**
 * Top-level, not inverted (an inverted section has no items), one entry per name with every field once.
 * Dotted fields (`{{product.name}}`) are not mapped: they read nested values by name, which one column or key
 * cannot stand for.
 */
function sectionsByName(sections: readonly TemplateSection[]) {
  const byName = new Map<string, { section: TemplateSection; fields: Map<string, string> }>();
  for (const section of sections) {
    if (section.inverted) continue;
    const entry = byName.get(sameName(section.name)) ?? { section, fields: new Map<string, string>() };
    byName.set(sameName(section.name), entry);
    for (const tag of section.tags)
      if (!tag.path.includes('.') && !entry.fields.has(sameName(tag.path)))
        entry.fields.set(sameName(tag.path), tag.path);
  }
  return [...byName.values()].map(({ section, fields }) => ({ section, fields: [...fields.values()] }));
}

/**
 * The sections step 3 maps, with what their items hold: a grouped CSV's `rows` (every column, row 1 first)
 * and a JSON file's top-level lists. A JSON field no item key matches but the deck has (a top-level key of
 * that name) is read from the deck, as inside any section, and is not asked for.
 */
export function mappableSections(
  structure: TemplateStructure | undefined,
  preview: DataPreview | null,
  groupBy: string | null,
): MappableSection[] {
  if (!structure || !preview) return [];
  const outer = new Set(preview.headers.map(sameName));
  const found: MappableSection[] = [];
  for (const { section, fields } of sectionsByName(structure.sections)) {
    const opener = `{{${OPENERS[section.kind] ?? '#'}${section.name}}}`;
    if (preview.format === 'csv') {
      if (groupBy && sameName(section.name) === GROUP_ROWS) {
        found.push({ name: section.name, opener, fields, keys: preview.headers, firstItem: preview.rows[0] });
      }
      continue;
    }
    const list = preview.lists?.find((candidate) => sameName(candidate.name) === sameName(section.name));
    if (!list) continue;
    const auto = autoMap(fields, list.keys, INSIDE_SECTIONS);
    const asked = fields.filter((field) => auto[field] !== '' || !outer.has(sameName(field)));
    found.push({ name: section.name, opener, fields: asked, keys: list.keys, firstItem: list.firstItem });
  }
  return found.filter((section) => section.fields.length > 0);
}

/** Each section's fields: the user's choice where it is still one of the keys, else the auto-map (no containment). */
export function sectionMapping(
  sections: readonly MappableSection[],
  chosen: Readonly<SectionMapping>,
): SectionMapping {
  return Object.fromEntries(
    sections.map((section) => {
      const auto = autoMap(section.fields, section.keys, INSIDE_SECTIONS);
      const choices = chosen[section.name] ?? {};
      const mapping = Object.fromEntries(
        section.fields.map((field) => {
          const choice = choices[field];
          const valid = choice !== undefined && (choice === '' || section.keys.includes(choice));
          return [field, valid ? choice : (auto[field] ?? '')];
        }),
      );
      return [section.name, mapping];
    }),
  );
}

/** Fields still to map, written as `section > field`. */
export function unmappedSectionFields(mapping: Readonly<SectionMapping>): string[] {
  return Object.entries(mapping).flatMap(([section, fields]) =>
    unmappedPlaceholders(fields).map((field) => `${section} > ${field}`),
  );
}
