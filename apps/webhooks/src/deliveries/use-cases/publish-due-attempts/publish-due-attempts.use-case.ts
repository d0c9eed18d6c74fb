import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../shared';
import { WEBHOOKS_OPTIONS, type WebhooksOptions } from '../../../webhooks.options';
import { DeliveryQueue } from '../../delivery-queue';
import { DeliveryRepository } from '../../delivery.repository';
import { retrySweepSettings, type RetrySweepSettings } from '../../retry-sweep-settings';

/**
 * One pass of the retry sweeper: claims the pending deliveries that are due (retries whose time has come, and
 * attempts whose job was lost), at most a few per endpoint so a failing endpoint takes only its share, and
 * publishes one job per attempt. Replicas may run it at once: a claimed row is skipped by the others.
 */
@Injectable()
export class PublishDueAttemptsUseCase {
  private readonly settings: RetrySweepSettings;

  constructor(
    private readonly deliveries: DeliveryRepository,
    private readonly queue: DeliveryQueue,
    private readonly clock: Clock,
    @Inject(WEBHOOKS_OPTIONS) options: WebhooksOptions,
  ) {
    this.settings = retrySweepSettings(options);
  }

  /** Answers how many attempts were published. */
  async execute(): Promise<number> {
    const now = this.clock.now();
    const due = await this.deliveries.claimDue(
      now,
      new Date(now.getTime() + this.settings.redispatchAfterMs),
      {
        perEndpoint: this.settings.perEndpoint,
        limit: this.settings.batch,
      },
    );
    // A publication that fails leaves its claim to expire: the attempt is published again after redispatchAfterMs.
    for (const attempt of due) await this.queue.enqueue(attempt.deliveryId, attempt.attempt);
    return due.length;
  }
}
