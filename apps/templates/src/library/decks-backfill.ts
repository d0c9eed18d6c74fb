import {
  type BeforeApplicationShutdown,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { PeriodicWork } from '@deckmill/server-kit';
import { BackfillDecksUseCase } from './use-cases/backfill-decks/backfill-decks.use-case';

/** Generation may be down or still starting: a pass that fails is tried again this much later. */
const BACKFILL_EVERY_MS = 5 * 60_000;

/**
 * Runs the decks_count backfill at start-up and every few minutes in every templates process, until nothing is
 * left to learn (then each pass is one indexed query that finds nothing).
 */
@Injectable()
export class DecksBackfill implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(DecksBackfill.name);
  private readonly work: PeriodicWork;

  constructor(backfill: BackfillDecksUseCase) {
    this.work = new PeriodicWork({
      name: 'Decks backfill',
      everyMs: BACKFILL_EVERY_MS,
      logger: this.logger,
      pass: async () => {
        const learned = await backfill.execute();
        if (learned) this.logger.log(`learned the decks of ${learned} earlier batches from generation`);
      },
    });
  }

  onApplicationBootstrap(): void {
    this.work.start();
  }

  /** A pass now, after the one under way (tests). */
  runNow(): Promise<void> {
    return this.work.runNow();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.work.stop();
  }
}
