import { z } from 'zod';
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
