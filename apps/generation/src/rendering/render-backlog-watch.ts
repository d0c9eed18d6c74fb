import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MESSAGE_BUS, type MessageBus } from '@deckmill/messaging';
import { RENDER_CONSUMER } from './render-consumer';

/**
 * Reports the chunk consumer's backlog from the API part too: only workers consume it, so with no worker running
 * its gauges would vanish exactly when the render-backlog alert has to fire (docs/runbook.md).
 */
@Injectable()
export class RenderBacklogWatch implements OnApplicationBootstrap, OnApplicationShutdown {
  private stopWatching?: () => void;

  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  onApplicationBootstrap(): void {
    this.stopWatching = this.bus.watchConsumer('job', RENDER_CONSUMER);
  }

  onApplicationShutdown(): void {
    this.stopWatching?.();
  }
}
