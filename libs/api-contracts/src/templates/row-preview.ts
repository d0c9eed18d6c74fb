import { z } from 'zod';
import { LocaleTagSchema } from '../generation/data-options';

/** `POST /api/app/templates/:id/row_preview`, the slides of one data row before the batch. */
export const RowPreviewRequestSchema = z.object({
  /**
   * The deck's data record as bulk_create builds it from the row: each placeholder with its mapped column's
   * value and the row's other columns by name (CSV), the group's first row plus `rows` (grouped CSV), or the
   * JSON object itself.
   */
  values: z.record(z.string(), z.unknown(), { error: 'Send the row as an object of values.' }),
  /** The batch's locale (default en-US). */
  locale: LocaleTagSchema.optional(),
});
export type RowPreviewRequest = z.infer<typeof RowPreviewRequestSchema>;

export const RowPreviewSlideSchema = z.object({
  /** `/api/app/templates/:id/row_previews/:hash/:n`, readable by whoever may see the template. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const ROW_PREVIEW_UNAVAILABLE_REASON = 'Previews need LibreOffice on the server.';
export const ROW_PREVIEW_INSTALL_HINT =
  'Install LibreOffice Impress and poppler (pdftoppm), then restart Deckmill. Debian or Ubuntu: ' +
  'apt-get install libreoffice-impress poppler-utils. macOS: brew install --cask libreoffice and ' +
  'brew install poppler.';

export const RowPreviewResponseSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ready'),
    /** Served from an earlier render of the same row. */
    cached: z.boolean(),
    slides: z.array(RowPreviewSlideSchema),
    /** What the engine noted on the row's deck (a picture kept, a value that does not fit). */
    notes: z.array(z.string()),
  }),
  z.object({ status: z.literal('unavailable'), reason: z.string(), install_hint: z.string() }),
]);
export type RowPreviewResponse = z.infer<typeof RowPreviewResponseSchema>;
