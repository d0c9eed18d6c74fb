import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MESSAGE_BUS, type MessageBus, type Subscription } from '@deckmill/messaging';
import { RenderPreviewsUseCase } from './use-cases/render-previews/render-previews.use-case';

/** LibreOffice may take a while on a big deck: tell the broker the job is alive more often than ackWait. */
const HEARTBEAT_MS = 10_000;

/** The preview worker: one deck at a time per process, off the upload's path. */
@Injectable()
export class PreviewsJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private subscription: Subscription | undefined;

  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly renderPreviews: RenderPreviewsUseCase,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.subscription = await this.bus.consumeJobs(
      'templates.render-previews',
      { durable: 'templates-previews', maxDeliver: 3, ackWaitMs: 30_000 },
      async ({ data }, control) => {
        const heartbeat = setInterval(() => control.working(), HEARTBEAT_MS);
        try {
          await this.renderPreviews.execute(data.templateId);
        } finally {
          clearInterval(heartbeat);
        }
      },
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscription?.stop();
  }
}
