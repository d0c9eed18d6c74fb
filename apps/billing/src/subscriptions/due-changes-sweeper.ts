import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type BeforeApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LessThanOrEqual, type DataSource } from 'typeorm';
import { PeriodicWork } from '@deckmill/server-kit';
import { type Clock, CLOCK } from '../clock';
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
  private readonly work = new PeriodicWork({
    name: 'Settling due subscriptions',
    everyMs: SWEEP_INTERVAL_MS,
    atStart: false,
    logger: new Logger(DueChangesSweeper.name),
    pass: () => this.sweep(),
  });

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: SubscriptionLedger,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.work.start();
  }

  // Before the shutdown hooks: the root module's hook closes the database first, and a sweep still running
  // must finish on an open one.
  beforeApplicationShutdown(): Promise<void> {
    return this.work.stop();
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
}
