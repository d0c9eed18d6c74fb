import { z } from 'zod';
import { defineRpc } from '../messaging/registry';
import { LocaleTagSchema } from '../shared/api-vocabulary';

/** The slides of one data row, rendered before the batch (LibreOffice, then pdftoppm). */
const UserId = z.string().uuid();
const TemplateId = z.number().int().positive();
/** SHA-256 (hex) of what the preview was rendered from: template, its file, the values, locale, watermark. */
export const RowPreviewHashSchema = z.string().regex(/^[0-9a-f]{64}$/);

/** Largest row record a preview takes, as JSON text (a grouped row with its group's rows included). */
export const MAX_ROW_PREVIEW_VALUES_BYTES = 256 * 1024;

/** A tool previews need that the office status may name as missing (poppler's pdftoppm stands for poppler). */
export const OfficeToolSchema = z.enum(['LibreOffice', 'pdftoppm']);
export type OfficeTool = z.infer<typeof OfficeToolSchema>;

export const RowPreviewSlideSchema = z.object({
  /** 1-based slide number. */
  slide: z.number().int().positive(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const RowPreviewReplySchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ready'),
    hash: RowPreviewHashSchema,
    /** Served from an earlier render of the same row (no LibreOffice run). */
    cached: z.boolean(),
    slides: z.array(RowPreviewSlideSchema),
    /** The engine's notes on the deck (a picture kept, a value cut), as the batch's row would get them. */
    notes: z.array(z.string()),
  }),
  /** LibreOffice or pdftoppm is not installed on the server. */
  z.object({ status: z.literal('unavailable') }),
]);
export type RowPreviewReply = z.infer<typeof RowPreviewReplySchema>;

export const TemplatesRowPreviewRpc = {
  /**
   * Renders `values` (the deck's data record, as bulk_create would build it from the row) with the actor's
   * plan's watermark. Errors: not_found (not a template the actor may use), invalid `values` (data the
   * template cannot take), unavailable `row_preview_busy` (the previews pool's queue is full, or the
   * actor has 2 previews in flight).
   */
  'templates.row-preview': defineRpc(
    'templates.row-preview',
    1,
    z.object({
      actorId: UserId,
      templateId: TemplateId,
      values: z
        .record(z.string(), z.unknown())
        .refine((values) => Buffer.byteLength(JSON.stringify(values)) <= MAX_ROW_PREVIEW_VALUES_BYTES, {
          message: 'The row is too large to preview.',
        }),
      locale: LocaleTagSchema,
    }),
    RowPreviewReplySchema,
  ),
  /** The object key of one slide of a rendered row preview; not_found for another user's or a missing one. */
  'templates.row-preview-slide': defineRpc(
    'templates.row-preview-slide',
    1,
    z.object({
      actorId: UserId,
      templateId: TemplateId,
      hash: RowPreviewHashSchema,
      slide: z.number().int().positive(),
    }),
    z.object({ key: z.string() }),
  ),
  /**
   * Whether the tools previews and PDFs need (LibreOffice, with poppler) are installed where templates runs, so
   * the app can say so where PDF output is chosen. Looked up again at each call. `available`: previews can be
   * drawn (both tools). Added later, so optional for an older service's answer: `missing`, the tools previews
   * lack, and `pdfAvailable`, whether PDF output can be made (LibreOffice and poppler; Windows LibreOffice alone).
   */
  'templates.office-status': defineRpc(
    'templates.office-status',
    1,
    z.object({}),
    z.object({
      available: z.boolean(),
      missing: z.array(OfficeToolSchema).optional(),
      pdfAvailable: z.boolean().optional(),
    }),
  ),
} as const;
