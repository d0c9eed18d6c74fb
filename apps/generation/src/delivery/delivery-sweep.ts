import {
  type BeforeApplicationShutdown,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { PeriodicWork } from '@deckmill/server-kit';
import { DeliveryQueue } from './delivery-queue';

/** How often every process stages the mails whose slot has come (a slot is late by at most this). */
export const DELIVERY_SWEEP_EVERY_MS = 15_000;

/**
 * Stages due mails at start-up and then every 15 s, in every process that runs generation (embedded and
 * distributed alike). Replicas may overlap: rows are claimed with SKIP LOCKED, so each is staged once.
 */
@Injectable()
export class DeliverySweep implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly work: PeriodicWork;

  constructor(queue: DeliveryQueue) {
    this.work = new PeriodicWork({
      name: 'Delivery sweep',
      everyMs: DELIVERY_SWEEP_EVERY_MS,
      logger: new Logger(DeliverySweep.name),
      pass: () => queue.stageDue(),
    });
  }

  onApplicationBootstrap(): void {
    this.work.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.work.stop();
  }

  /** One pass after the one under way; resolves when it is done (tests call it to skip the wait). */
  pass(): Promise<void> {
    return this.work.runNow();
  }
}
