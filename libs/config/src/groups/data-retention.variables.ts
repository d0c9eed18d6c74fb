import type { Constructor } from '../mixin';
import { ToInteger } from '../transforms';
import { IsIntInRange } from '../validators/is-int-in-range';
import { Variable } from '../variable.decorator';

/** How long a finished batch's decks are kept, per subscription tier, and when stray uploads go. */
export function WithDataRetention<TBase extends Constructor>(Base: TBase) {
  class DataRetentionVariables extends Base {
    @Variable({
      description:
        'Days (1-3650) a finished batch’s decks, PDFs and archives are kept on the free plan; then they are deleted (the batch and its rows stay).',
    })
    @ToInteger()
    @IsIntInRange(1, 3650)
    DECK_RETENTION_DAYS_FREE = 7;

    @Variable({ description: 'Days (1-3650) decks are kept on the starter plan.' })
    @ToInteger()
    @IsIntInRange(1, 3650)
    DECK_RETENTION_DAYS_STARTER = 30;

    @Variable({ description: 'Days (1-3650) decks are kept on the professional plan.' })
    @ToInteger()
    @IsIntInRange(1, 3650)
    DECK_RETENTION_DAYS_PROFESSIONAL = 90;

    @Variable({ description: 'Days (1-3650) decks are kept on the enterprise plan.' })
    @ToInteger()
    @IsIntInRange(1, 3650)
    DECK_RETENTION_DAYS_ENTERPRISE = 365;

    @Variable({
      description:
        'Hours (1-720) after which an uploaded data file or images archive that no batch holds is deleted (left by a request that died half-way).',
    })
    @ToInteger()
    @IsIntInRange(1, 720)
    ORPHAN_UPLOAD_HOURS = 24;
  }
  return DataRetentionVariables;
}
