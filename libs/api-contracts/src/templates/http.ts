import { z } from 'zod';
import { EMPTY_STRUCTURE, TemplateStructureSchema } from './structure';

/** Largest template file (as the upload form's help text says; the engine enforces the same limit). */
export const MAX_TEMPLATE_BYTES = 100 * 1024 * 1024;
export const TEMPLATE_TOO_LARGE_MESSAGE = 'The file is larger than 100 MB';

/** Template names: optional on upload (defaults to the file name without .pptx), errors keyed `name`. */
export const TemplateNameSchema = z.string().trim().max(255, 'Name is too long (at most 255 characters).');

/** A template as listed. */
export const TemplateListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  team_id: z.number().int().nullable(),
  team_name: z.string().nullable(),
  /** Completed batches made from the template. */
  presentations_count: z.number().int(),
  /** The decks those batches made, one per row: what the UI counts as presentations (docs/glossary.md). */
  decks_count: z.number().int(),
  placeholders: z.array(z.string()),
  created_at: z.string(),
  /** A short-lived signed link to the first slide's preview once previews are ready; null before. */
  thumbnail_url: z.string().nullable().optional(),
});
export type TemplateListItem = z.infer<typeof TemplateListItemSchema>;

/**
 * The upload's answer: Template (list), plus `notices` when something was removed from the stored file
 * (macros and ActiveX controls, references of pictures to outside files, links of OLE objects).
 */
export const TemplateCreatedSchema = TemplateListItemSchema.extend({
  notices: z.array(z.string()).optional(),
});
export type TemplateCreated = z.infer<typeof TemplateCreatedSchema>;

export const PlaceholderOccurrenceSchema = z.object({
  /** 1-based slide number; null for parts shared by slides (layouts, masters, document title). */
  slide: z.number().int().nullable(),
  kind: z.string(),
});

export const TemplatePlaceholderSchema = z.object({
  name: z.string(),
  occurrences: z.array(PlaceholderOccurrenceSchema),
});
export type TemplatePlaceholder = z.infer<typeof TemplatePlaceholderSchema>;

/** `pending` while the preview job runs; `unavailable` where LibreOffice is not installed. */
export const PreviewStatusSchema = z.enum(['pending', 'ready', 'unavailable', 'failed']);
export type PreviewStatus = z.infer<typeof PreviewStatusSchema>;

/** A template's detail: the list fields plus `file_url` and what the detail page shows. */
export const TemplateDetailSchema = TemplateListItemSchema.extend({
  /** Short-lived signed download link. */
  file_url: z.string(),
  file_size: z.number().int(),
  slide_count: z.number().int(),
  placeholder_details: z.array(TemplatePlaceholderSchema),
  /** Tags with filters, sections with their kind and the fields inside them. */
  structure: TemplateStructureSchema.default(EMPTY_STRUCTURE),
  previews: z.object({ status: PreviewStatusSchema, urls: z.array(z.string()) }),
  /** The owner, or an admin of the team it is shared with. */
  can_delete: z.boolean(),
});
export type TemplateDetail = z.infer<typeof TemplateDetailSchema>;

/** Where the gateway serves a template's own file (a download the audit trail records). */
export const templatePaths = {
  download: (id: number) => `/api/app/templates/${id}/download`,
};

export const PPTX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
