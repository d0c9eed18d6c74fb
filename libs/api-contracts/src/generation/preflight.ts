import { z } from 'zod';

/**
 * What preflight finds, in the engine's words (libs/pptx/src/template/findings.ts). `unknown_tag` is
 * said once for the template; the others per row.
 */
export const FINDING_KINDS = [
  'unknown_tag',
  'missing_value',
  'empty_value',
  'fitted',
  'overflow',
  'image_unavailable',
  'list_too_long',
  'missing_glyphs',
  'not_checked',
  'chart_data',
  'row_fails',
] as const;
export const FindingKindSchema = z.enum(FINDING_KINDS);
export type PreflightFindingKind = z.infer<typeof FindingKindSchema>;

/** One thing to look at: a sentence for the user, the tag or field and the template's slide when known. */
export const PreflightFindingSchema = z.object({
  kind: FindingKindSchema,
  message: z.string(),
  field: z.string().optional(),
  /** 1-based slide of the template. */
  slide: z.number().int().positive().optional(),
});
export type PreflightFinding = z.infer<typeof PreflightFindingSchema>;

/** Most rows (decks) one preflight renders; the rest are counted as not checked. */
export const PREFLIGHT_MAX_ROWS = 2_000;
/** Rows not started within this time are not checked either (the answer stays within the request's time). */
export const PREFLIGHT_TIME_BUDGET_MS = 20_000;
/** Rows with findings listed in the answer; the rest are counted in `rows_not_listed`. */
export const PREFLIGHT_MAX_LISTED_ROWS = 100;
/** Distinct picture URLs fetched; later ones are not fetched (counted in `images_not_checked`). */
export const PREFLIGHT_MAX_IMAGE_URLS = 50;
/** Findings listed per row; the rest are counted in the row's `findings_not_listed` (keeps the reply small). */
export const PREFLIGHT_MAX_FINDINGS_PER_ROW = 20;
/** What one deck is made from: a CSV row, a group of rows (group_by), or a JSON object. */
export const PREFLIGHT_ITEM_KINDS = ['row', 'group', 'object'] as const;

/** POST /api/app/presentations/preflight: the report, listing only rows with findings. */
export const PreflightReplySchema = z.object({
  /** Decks checked: the first ones, up to PREFLIGHT_MAX_ROWS and the time budget. */
  rows_checked: z.number().int().nonnegative(),
  /** Decks the data file makes (after `row_limit`). */
  rows_total: z.number().int().nonnegative(),
  rows_needing_attention: z.number().int().nonnegative(),
  /** Rows needing attention past the listing cap. */
  rows_not_listed: z.number().int().nonnegative(),
  /** Picture URLs past PREFLIGHT_MAX_IMAGE_URLS, not fetched. */
  images_not_checked: z.number().int().nonnegative(),
  /** False when the request asked to leave pictures out (`check_pictures=false`): none was looked up. */
  pictures_checked: z.boolean(),
  /** What `row` counts: CSV rows, groups (group_by) or JSON objects. */
  item_kind: z.enum(PREFLIGHT_ITEM_KINDS),
  /** Said once: tags no column or field of the data fills. */
  template_findings: z.array(PreflightFindingSchema),
  rows: z.array(
    z.object({
      /** 1-based deck number (the n-th row, group or object), as the wizard and the batch count decks. */
      row: z.number().int().positive(),
      /** To recognise it: a row's or object's first column's (or field's) value, a group's value. */
      label: z.string(),
      /** At most PREFLIGHT_MAX_FINDINGS_PER_ROW. */
      findings: z.array(PreflightFindingSchema),
      /** The row's findings past PREFLIGHT_MAX_FINDINGS_PER_ROW. */
      findings_not_listed: z.number().int().nonnegative(),
    }),
  ),
});
export type PreflightReply = z.infer<typeof PreflightReplySchema>;
