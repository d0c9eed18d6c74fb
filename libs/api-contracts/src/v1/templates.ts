import { z } from 'zod';
import { RowPreviewRequestSchema } from '../templates/row-preview';
import { TemplateStructureSchema } from '../templates/structure';
import { v1ListSchema } from './errors';

/** POST /api/v1/templates as a multipart form: the .pptx in `file` and its `name`. */
export const V1CreateTemplateFormSchema = z
  .object({ name: z.string().trim().min(1, 'name is required.').max(255, 'name is too long.') })
  .meta({ id: 'CreateTemplateForm' });

export const V1TemplateSummarySchema = z
  .object({
    id: z.number(),
    object: z.literal('template'),
    name: z.string(),
    /** Placeholder names in the order the deck has them. */
    placeholders: z.array(z.string()),
    team_id: z.number().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'TemplateSummary' });
export type V1TemplateSummary = z.infer<typeof V1TemplateSummarySchema>;

/** A template with what the engine found in it: tags, sections (repeating parts) and slide count. */
export const V1TemplateSchema = V1TemplateSummarySchema.extend({
  size_bytes: z.number(),
  slide_count: z.number(),
  structure: TemplateStructureSchema,
  /** What was removed from the uploaded file (macros, outside links); on the upload's answer only. */
  removed_content: z.array(z.string()).optional(),
}).meta({ id: 'Template' });
export type V1Template = z.infer<typeof V1TemplateSchema>;

export const V1TemplateListSchema = v1ListSchema(V1TemplateSummarySchema, 'TemplateList');
export type V1TemplateList = z.infer<typeof V1TemplateListSchema>;

export const V1DeletedSchema = z
  .object({ id: z.string(), object: z.string(), deleted: z.literal(true) })
  .meta({ id: 'Deleted' });
export type V1Deleted = z.infer<typeof V1DeletedSchema>;

/** POST /api/v1/templates/{id}/preview: one row's values (as a batch's JSON row) and the batch's locale. */
export const V1PreviewRowJsonSchema = RowPreviewRequestSchema.meta({ id: 'PreviewRowJson' });

/** Most slides an answer carries as pictures (the first ones); `slides_total` says how many the deck has. */
export const V1_PREVIEW_MAX_SLIDES = 10;

/**
 * The row's deck drawn as PNG pictures by the server's LibreOffice: `ready` with the first slides inline
 * (base64), or `unavailable` (no LibreOffice on the server) with how to install it.
 */
export const V1RowPreviewSchema = z
  .object({
    object: z.literal('row_preview'),
    status: z.enum(['ready', 'unavailable']),
    slides: z.array(
      z.object({
        slide: z.number(),
        width: z.number(),
        height: z.number(),
        png_base64: z.string(),
      }),
    ),
    slides_total: z.number(),
    /** What the engine noted on the deck (a picture kept, a value that does not fit). */
    notes: z.array(z.string()),
    /** Why there are no pictures, and how to install LibreOffice (`unavailable`); null when ready. */
    reason: z.string().nullable(),
    install_hint: z.string().nullable(),
  })
  .meta({ id: 'RowPreview' });
export type V1RowPreview = z.infer<typeof V1RowPreviewSchema>;
