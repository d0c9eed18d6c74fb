import type {
  FullTemplate,
  RpcReply,
  TemplateLibraryItem,
  TemplateSummary,
  UploadedTemplate,
  UsableTemplate,
} from '@deckmill/bus-contracts';
import {
  PresentationWizardSchema,
  TemplateCreatedSchema,
  TemplateDetailSchema,
  TemplateListItemSchema,
  type PresentationWizard,
  type TemplateCreated,
  type TemplateDetail,
  type TemplateListItem,
} from '@deckmill/api-contracts';
import type { SignLink } from './template-links';

/**
 * Templates answers in its own words; these give the HTTP resources. Each answer is parsed by its
 * API schema, so the keys keep the order the API has always sent. Stored files arrive as object keys and
 * leave as signed links (`sign`).
 */
function listFields(template: TemplateSummary): TemplateListItem {
  return {
    id: template.id,
    name: template.name,
    team_id: template.teamId,
    team_name: template.teamName,
    presentations_count: template.presentationsCount,
    decks_count: template.decksCount,
    placeholders: template.placeholders,
    created_at: template.createdAt,
  };
}

/** Template (list) as the duplicate route answers it: no thumbnail, the copy's previews are not signed yet. */
export function templateListItem(template: TemplateSummary): TemplateListItem {
  return TemplateListItemSchema.parse(listFields(template));
}

function thumbnail(key: string | null, sign: SignLink): Promise<string | null> {
  return key === null ? Promise.resolve(null) : sign(key);
}

/** GET /api/app/templates: every item has `thumbnail_url`, null until the previews are drawn. */
export async function templateLibrary(
  templates: readonly TemplateLibraryItem[],
  sign: SignLink,
): Promise<{ templates: TemplateListItem[] }> {
  return {
    templates: await Promise.all(
      templates.map(async (template) =>
        TemplateListItemSchema.parse({
          ...listFields(template),
          thumbnail_url: await thumbnail(template.thumbnailKey, sign),
        }),
      ),
    ),
  };
}

/** The upload's answer: `notices` only when something was removed from the stored file. */
export function templateCreated(template: UploadedTemplate): TemplateCreated {
  const notices = template.removedContentNotices;
  return TemplateCreatedSchema.parse(
    notices.length === 0 ? listFields(template) : { ...listFields(template), notices },
  );
}

/** `fileUrl` is the recorded download link (templateFileLink); previews are signed by `sign`. */
export async function templateDetail(
  template: FullTemplate,
  sign: SignLink,
  fileUrl: string,
): Promise<TemplateDetail> {
  const previewUrls = await Promise.all(template.previews.keys.map((key) => sign(key)));
  return TemplateDetailSchema.parse({
    ...listFields(template),
    file_url: fileUrl,
    file_size: template.sizeBytes,
    slide_count: template.slideCount,
    placeholder_details: template.placeholderOccurrences,
    structure: template.structure,
    previews: { status: template.previews.status, urls: previewUrls },
    can_delete: template.canDelete,
  });
}

/** GET /api/app/presentations/new: the templates the wizard offers, and whether PDFs can be made. */
export async function presentationWizard(
  templates: readonly UsableTemplate[],
  sign: SignLink,
  office: RpcReply<'templates.office-status'> | undefined,
): Promise<PresentationWizard> {
  return PresentationWizardSchema.parse({
    templates: await Promise.all(
      templates.map(async (template) => ({
        id: template.id,
        name: template.name,
        placeholders: template.placeholders,
        structure: template.structure,
        thumbnail_url: await thumbnail(template.thumbnailKey, sign),
      })),
    ),
    // An older templates service says only `available` (both tools), which then also stands for PDFs.
    office_available: office === undefined ? undefined : (office.pdfAvailable ?? office.available),
    office_missing: office?.missing,
  });
}
