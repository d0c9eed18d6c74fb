import {
  type BeforeApplicationShutdown,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { DeliveryQueue } from './delivery-queue';

/** How often every process stages the mails whose slot has come (a slot is late by at most this). */
export const DELIVERY_SWEEP_EVERY_MS = 15_000;

/**
 * Stages due mails at start-up and then every 15 s, in every process that runs generation (embedded and
 * distributed alike). Replicas may overlap: rows are claimed with SKIP LOCKED, so each is staged once.
 */
@Injectable()
export class DeliverySweep implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(DeliverySweep.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly queue: DeliveryQueue) {}

  onApplicationBootstrap(): void {
    void this.pass();
    this.timer = setInterval(() => void this.pass(), DELIVERY_SWEEP_EVERY_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One pass after the ones already running; resolves when it is done (tests call it to skip the wait). */
  pass(): Promise<void> {
    this.running = this.running
      .then(() => this.queue.stageDue())
      .then(
        () => undefined,
        (error: unknown) => this.logger.error(`Delivery sweep failed: ${String(error)}`),
      );
    return this.running;
  }
}
