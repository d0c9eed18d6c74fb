import {
  type BeforeApplicationShutdown,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { PeriodicWork } from '@deckmill/server-kit';
import { ResumeBatchesUseCase } from '../use-cases/resume-batches/resume-batches.use-case';
import { SweepLease } from './sweep-lease';

/** How often the sweep looks for lost work; the lease outlives one period so its holder keeps it. */
export const RESUME_SWEEP_INTERVAL_MS = 60_000;
const LEASE_TTL_MS = 90_000;
const LEASE_NAME = 'resume-batches';

/**
 * Runs the resume sweep at start-up (once the consumers are subscribed) and then every minute, in the one
 * generation process holding the sweep lease: batches stranded by a long outage (work dead-lettered, a broker
 * that lost messages) finish without a restart, and a fleet sweeps once, not once per process.
 */
@Injectable()
export class ResumeSweep implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ResumeSweep.name);
  private readonly work = new PeriodicWork({
    name: 'Resume sweep',
    everyMs: RESUME_SWEEP_INTERVAL_MS,
    atStart: false,
    logger: this.logger,
    pass: () => this.pass(),
  });

  constructor(
    private readonly lease: SweepLease,
    private readonly resumeBatches: ResumeBatchesUseCase,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.work.runNow();
    this.work.start();
  }

  // Before the shutdown hooks: the root's closes the database, which a running pass still needs. The lease is
  // given up so another process sweeps at once instead of after it expires.
  async beforeApplicationShutdown(): Promise<void> {
    await this.work.stop();
    await this.lease.release(LEASE_NAME).catch(() => undefined);
  }

  /** One pass, unless another process holds the lease. Never throws. */
  private async pass(): Promise<void> {
    try {
      if (!(await this.lease.claim(LEASE_NAME, LEASE_TTL_MS))) return;
      const resumed = await this.resumeBatches.execute();
      if (resumed > 0) this.logger.log(`Swept ${resumed} unfinished or unannounced batch(es) for lost work`);
    } catch (error) {
      // The database or the bus is away: the next pass tries again.
      this.logger.warn(`Resume sweep failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
