import { z } from 'zod';
import { defineMessage } from '../messaging/registry';

/**
 * Drawing ahead (docs/sharing.md): a batch made with `drawAhead` asks, once a row's deck is stored, for its
 * slides to be drawn while nobody waits, so the link's first view finds them drawn. A durable job, so a crash
 * between the deck and its drawing loses none; generation answers it by asking the converter with priority
 * `ahead` and writing the manifest as a first view does. Idempotent: slides already drawn are skipped.
 */
export const ShareAheadJobs = {
  'generation.draw-slides-ahead': defineMessage(
    'generation.draw-slides-ahead',
    1,
    z.object({ batchId: z.string().uuid(), rowNumber: z.number().int().positive() }),
  ),
} as const;
