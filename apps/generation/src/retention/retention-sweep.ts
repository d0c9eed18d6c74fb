import {
  type BeforeApplicationShutdown,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { PeriodicWork } from '@deckmill/server-kit';
import { SweepExpiredDatasetsUseCase } from '../datasets';
import { SealPlainRowsUseCase } from './use-cases/seal-plain-rows/seal-plain-rows.use-case';
import { SweepExpiredDecksUseCase } from './use-cases/sweep-expired-decks/sweep-expired-decks.use-case';
import { SweepOrphanUploadsUseCase } from './use-cases/sweep-orphan-uploads/sweep-orphan-uploads.use-case';

/** Expiry is counted in days and stray uploads in hours: a pass every quarter of an hour is plenty. */
const SWEEP_EVERY_MS = 15 * 60_000;

/**
 * Deletes expired decks, stray uploads and unused datasets at start-up and then every 15 minutes. Replicas may
 * overlap: each deletion is idempotent and a batch's `presentation.decks-deleted` is staged once. The first
 * pass also seals rows stored in clear before encryption (`SealPlainRowsUseCase`, idempotent too).
 */
@Injectable()
export class RetentionSweep implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(RetentionSweep.name);
  private readonly work: PeriodicWork;
  private sealed = false;

  constructor(
    expiredDecks: SweepExpiredDecksUseCase,
    orphanUploads: SweepOrphanUploadsUseCase,
    private readonly plainRows: SealPlainRowsUseCase,
    expiredDatasets: SweepExpiredDatasetsUseCase,
  ) {
    this.work = new PeriodicWork({
      name: 'Retention sweep',
      everyMs: SWEEP_EVERY_MS,
      logger: this.logger,
      pass: async () => {
        await this.sealOnce();
        await expiredDecks.execute();
        await orphanUploads.execute();
        await expiredDatasets.execute();
      },
    });
  }

  onApplicationBootstrap(): void {
    this.work.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.work.stop();
  }

  /** The first pass seals rows stored in clear first; its failure is its own and holds no sweep back. */
  private async sealOnce(): Promise<void> {
    if (this.sealed) return;
    this.sealed = true;
    await this.plainRows.execute().catch((error: unknown) => {
      this.logger.error(`Sealing rows stored in clear failed: ${String(error)}`);
    });
  }
}
