import { z } from 'zod';
import { defineMessage, defineRpc } from '../messaging/registry';

const BatchId = z.string().uuid();
const RowNumber = z.number().int().positive();

/**
 * Why a deck could not become a PDF: the `PdfConversionError` reasons of `@deckmill/office`, then the
 * worker's own: the deck is not in storage (`deck_missing`), or every delivery of the job failed
 * (`gave_up`: storage or bus trouble, or a converter that died on each attempt).
 */
export const CONVERSION_FAILURE_REASONS = [
  'timeout',
  'crashed',
  'unavailable',
  'too_large',
  'unreadable',
  'deck_missing',
  'gave_up',
] as const;
export type ConversionFailureReason = (typeof CONVERSION_FAILURE_REASONS)[number];

export const ConverterJobs = {
  /**
   * Makes the PDF of one generated deck: read `deckKey`, write `pdfKey`, then publish
   * `deck.converted` or `deck.conversion_failed`. Published by generation with the message id
   * `convert:<batch>:<row>`; a repeat overwrites the same PDF and repeats the same outcome.
   */
  'converter.convert-deck': defineMessage(
    'converter.convert-deck',
    1,
    z.object({
      batchId: BatchId,
      row: RowNumber,
      deckKey: z.string().min(1),
      pdfKey: z.string().min(1),
      /** Whose deck it is: the converter's pool serves owners in turn. */
      ownerId: z.string().uuid(),
    }),
  ),
} as const;

export const ConverterEvents = {
  /** The PDF is stored at `pdfKey`. */
  'deck.converted': defineMessage(
    'deck.converted',
    1,
    z.object({
      batchId: BatchId,
      row: RowNumber,
      pdfKey: z.string().min(1),
      sizeBytes: z.number().int().nonnegative(),
      /** Families LibreOffice drew with another one, "Calibri → Carlito" (the font report's summary). */
      fontSubstitutions: z.array(z.string()),
      occurredAt: z.string(),
    }),
  ),
  /** The deck could not be converted, retries included: that row fails, never the batch. */
  // v2: the reasons `deck_missing` and `gave_up` (a v1 consumer would refuse them).
  'deck.conversion_failed': defineMessage(
    'deck.conversion_failed',
    2,
    z.object({
      batchId: BatchId,
      row: RowNumber,
      reason: z.enum(CONVERSION_FAILURE_REASONS),
      occurredAt: z.string(),
    }),
  ),
} as const;

/**
 * Who waits on a drawing: a viewer (`viewer`: before the converter's batch work) or nobody yet (`ahead`: only when
 * no other work waits).
 */
export const SLIDE_DRAWING_PRIORITIES = ['viewer', 'ahead'] as const;

export const ConverterRpc = {
  /**
   * Draws a deck's slides as JPEG images (LibreOffice kept warm, then pdftoppm: only the converter's image has
   * them) and stores them as `<slidesPrefix><n>.jpg`; answers their keys in slide order. The row's PDF is drawn
   * when `pdfKey` is given, else the deck is converted first. Unavailable (`slides_unavailable`) when the tools
   * are missing or the deck cannot be drawn. A repeat overwrites the same images.
   */
  'converter.draw-slides': defineRpc(
    'converter.draw-slides',
    1,
    z.object({
      deckKey: z.string().min(1),
      pdfKey: z.string().min(1).nullable(),
      slidesPrefix: z.string().min(1).endsWith('/'),
      /** Whose deck it is: the converter's pool serves owners in turn. */
      ownerId: z.string().uuid(),
      priority: z.enum(SLIDE_DRAWING_PRIORITIES),
    }),
    z.object({ keys: z.array(z.string()) }),
  ),
} as const;
