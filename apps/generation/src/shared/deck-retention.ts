import { Inject, Injectable } from '@nestjs/common';
import type { SubscriptionTier } from '@deckmill/bus-contracts';
import {
  DEFAULT_DECK_RETENTION_DAYS,
  DEFAULT_ORPHAN_UPLOAD_HOURS,
  GENERATION_OPTIONS,
  type GenerationOptions,
} from '../generation.options';

/** How long a finished batch's decks are kept per plan, and when an upload nobody holds goes. */
@Injectable()
export class DeckRetention {
  constructor(@Inject(GENERATION_OPTIONS) private readonly options: GenerationOptions) {}

  daysFor(tier: SubscriptionTier): number {
    return (this.options.deckRetentionDays ?? DEFAULT_DECK_RETENTION_DAYS)[tier];
  }

  /** For a batch stored before its plan's days were recorded: the free plan's, the shortest promise. */
  get defaultDays(): number {
    return this.daysFor('free');
  }

  get orphanUploadHours(): number {
    return this.options.orphanUploadHours ?? DEFAULT_ORPHAN_UPLOAD_HOURS;
  }
}
