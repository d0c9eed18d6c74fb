import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type BeforeApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LessThanOrEqual, type DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../clock/clock';
import { Subscription } from './entities/subscription.entity';
import { SubscriptionLedger } from './subscription-ledger';

const SWEEP_INTERVAL_MS = 60_000;
const SWEEP_BATCH = 100;

/**
 * Billing dates pass whether or not the user shows up: every minute, subscriptions whose period ended are
 * settled (renewed, or moved to their scheduled plan), so `subscription.changed` reaches identity on time.
 * Reads settle lazily too, so nothing depends on the sweep having run.
 */
@Injectable()
export class DueChangesSweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(DueChangesSweeper.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: SubscriptionLedger,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweepSafely(), SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  // Before the shutdown hooks: the root module's hook closes the database first, and a sweep still running
  // must finish on an open one.
  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Settles every subscription due by now; returns how many were settled. */
  async sweep(): Promise<number> {
    let settled = 0;
    for (;;) {
      const due = await this.dataSource.getRepository(Subscription).find({
        select: { userId: true },
        where: { periodEnd: LessThanOrEqual(this.clock.now()) },
        take: SWEEP_BATCH,
      });
      for (const { userId } of due) await this.ledger.current(userId);
      settled += due.length;
      if (due.length < SWEEP_BATCH) return settled;
    }
  }

  private async sweepSafely(): Promise<void> {
    if (this.running) return;
    this.running = this.sweep();
    try {
      await this.running;
    } catch (error) {
      this.logger.error(`Settling due subscriptions failed: ${String(error)}`);
    } finally {
      this.running = undefined;
    }
  }
}
