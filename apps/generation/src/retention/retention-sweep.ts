import {
  type BeforeApplicationShutdown,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { SealPlainRowsUseCase } from './use-cases/seal-plain-rows/seal-plain-rows.use-case';
import { SweepExpiredDecksUseCase } from './use-cases/sweep-expired-decks/sweep-expired-decks.use-case';
import { SweepOrphanUploadsUseCase } from './use-cases/sweep-orphan-uploads/sweep-orphan-uploads.use-case';

/** Expiry is counted in days and stray uploads in hours: a pass every quarter of an hour is plenty. */
const SWEEP_EVERY_MS = 15 * 60_000;

/**
 * Deletes expired decks and stray uploads at start-up and then every 15 minutes. Replicas may
 * overlap: each deletion is idempotent and a batch's `presentation.decks-deleted` is staged once. The first
 * pass also seals rows stored in clear before encryption (`SealPlainRowsUseCase`, idempotent too).
 */
@Injectable()
export class RetentionSweep implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(RetentionSweep.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly expiredDecks: SweepExpiredDecksUseCase,
    private readonly orphanUploads: SweepOrphanUploadsUseCase,
    private readonly plainRows: SealPlainRowsUseCase,
  ) {}

  onApplicationBootstrap(): void {
    this.running = this.plainRows.execute().then(
      () => undefined,
      (error: unknown) => this.logger.error(`Sealing rows stored in clear failed: ${String(error)}`),
    );
    this.pass();
    this.timer = setInterval(() => this.pass(), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private pass(): void {
    this.running = this.running
      .then(() => this.expiredDecks.execute())
      .then(() => this.orphanUploads.execute())
      .then(
        () => undefined,
        (error: unknown) => this.logger.error(`Retention sweep failed: ${String(error)}`),
      );
  }
}
