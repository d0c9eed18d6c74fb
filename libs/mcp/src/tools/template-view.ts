import type { TemplateSection, TemplateTag, V1Template } from '@deckmill/api-contracts';

function tagName(tag: TemplateTag): string {
  return tag.filters.length > 0 ? `${tag.path} | ${tag.filters.join(' | ')}` : tag.path;
}

function everySection(sections: readonly TemplateSection[]): TemplateSection[] {
  return sections.flatMap((section) => [section, ...everySection(section.sections)]);
}

/**
 * A template as an agent needs it to write rows: the keys each row takes, the repeating sections (a list of
 * objects each), the pictures (a data: URI or https URL each) and the charts (a list of points each), besides
 * the API's answer. Derived from API v1's `structure`; nothing is asked twice.
 */
export function templateView(template: V1Template) {
  const sections = everySection(template.structure.sections);
  const images = [
    ...template.structure.tags.filter((tag) => tag.image),
    ...sections.flatMap((section) => section.tags.filter((tag) => tag.image)),
  ];
  return {
    id: template.id,
    name: template.name,
    slide_count: template.slide_count,
    placeholders: template.placeholders,
    sections: sections
      .filter((section) => section.kind !== 'chart')
      .map((section) => ({
        name: section.name,
        kind: section.kind,
        slide: section.slide,
        shown_when_empty: section.inverted,
        fields: section.tags.map(tagName),
      })),
    pictures: images.map((tag) => ({ name: tag.path, fit: tag.filters[0] ?? 'contain' })),
    charts: sections
      .filter((section) => section.kind === 'chart')
      .map((section) => ({ name: section.name, slide: section.slide, fields: section.tags.map(tagName) })),
    team_id: template.team_id,
    created_at: template.created_at,
    structure: template.structure,
  };
}
