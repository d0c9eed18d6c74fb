import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { PeriodicWork } from '@deckmill/server-kit';
import { WEBHOOKS_OPTIONS, type WebhooksOptions } from '../webhooks.options';
import { retrySweepSettings } from './retry-sweep-settings';
import { PublishDueAttemptsUseCase } from './use-cases/publish-due-attempts/publish-due-attempts.use-case';

/**
 * Publishes due delivery attempts at start-up and then every WEBHOOK_RETRY_SWEEP_SECONDS, in every process that
 * runs the webhooks service (embedded or distributed); replicas' passes do not overlap on a delivery.
 */
@Injectable()
export class RetrySweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly work: PeriodicWork;

  constructor(publishDue: PublishDueAttemptsUseCase, @Inject(WEBHOOKS_OPTIONS) options: WebhooksOptions) {
    this.work = new PeriodicWork({
      name: 'Publishing due webhook attempts',
      everyMs: retrySweepSettings(options).everyMs,
      logger: new Logger(RetrySweeper.name),
      pass: () => publishDue.execute(),
    });
  }

  onApplicationBootstrap(): void {
    this.work.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.work.stop();
  }
}
