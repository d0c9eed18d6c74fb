import type { V1Template, V1TemplateSummary } from '@deckmill/api-contracts';
import type { FullTemplate, TemplateSummary, UploadedTemplate } from '@deckmill/bus-contracts';

/** Templates' own replies in API v1's words. */
export function v1TemplateSummary(template: TemplateSummary): V1TemplateSummary {
  return {
    id: template.id,
    object: 'template',
    name: template.name,
    placeholders: template.placeholders,
    team_id: template.teamId,
    created_at: template.createdAt,
  };
}

export function v1Template(template: FullTemplate): V1Template {
  return {
    ...v1TemplateSummary(template),
    size_bytes: template.sizeBytes,
    slide_count: template.slideCount,
    structure: template.structure,
  };
}

/** The upload's answer: the inspected template, and what was removed from the file. */
export function v1UploadedTemplate(full: FullTemplate, uploaded: UploadedTemplate): V1Template {
  return { ...v1Template(full), removed_content: uploaded.removedContentNotices };
}
