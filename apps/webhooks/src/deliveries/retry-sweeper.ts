import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { WEBHOOKS_OPTIONS, type WebhooksOptions } from '../webhooks.options';
import { retrySweepSettings } from './retry-sweep-settings';
import { PublishDueAttemptsUseCase } from './use-cases/publish-due-attempts/publish-due-attempts.use-case';

/**
 * Publishes due delivery attempts at start-up and then every WEBHOOK_RETRY_SWEEP_SECONDS, in every process that
 * runs the webhooks service (embedded or distributed); replicas' passes do not overlap on a delivery.
 */
@Injectable()
export class RetrySweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(RetrySweeper.name);
  private readonly everyMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private busy = false;

  constructor(
    private readonly publishDue: PublishDueAttemptsUseCase,
    @Inject(WEBHOOKS_OPTIONS) options: WebhooksOptions,
  ) {
    this.everyMs = retrySweepSettings(options).everyMs;
  }

  onApplicationBootstrap(): void {
    this.pass();
    this.timer = setInterval(() => this.pass(), this.everyMs);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Starts a pass unless one is still running (a slow database must not pile passes up). */
  private pass(): void {
    if (this.busy) return;
    this.busy = true;
    this.running = this.publishDue.execute().then(
      () => undefined,
      (error: unknown) => this.logger.error(`Publishing due webhook attempts failed: ${String(error)}`),
    );
    void this.running.finally(() => {
      this.busy = false;
    });
  }
}
