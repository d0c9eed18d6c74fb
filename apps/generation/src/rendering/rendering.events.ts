import { Inject, Injectable } from '@nestjs/common';
import { OnJob, type DeliveryControl, type JobDelivery } from '@deckmill/messaging';
import { RENDER_CONSUMER } from './render-consumer';
import { RenderChunkUseCase } from './use-cases/render-chunk/render-chunk.use-case';
import {
  RENDER_ACK_WAIT_MS,
  RENDER_BACKOFF_MS,
  RENDER_MAX_DELIVER,
} from './use-cases/render-chunk/retry-policy';
import { GENERATION_OPTIONS, type GenerationOptions } from '../generation.options';

/**
 * The generation workers: every process running them (`generation` or `generation-worker`) shares the chunk
 * jobs (one durable consumer), so adding processes adds throughput. Lost work is re-sent by the resume sweep
 * (sweep/resume-sweep.ts); finished batches are announced by the finalizer (batch-completion.events.ts).
 */
@Injectable()
export class RenderingEvents {
  constructor(
    @Inject(GENERATION_OPTIONS) private readonly options: GenerationOptions,
    private readonly renderChunk: RenderChunkUseCase,
  ) {}

  @OnJob('generation.render-chunk', (events: RenderingEvents) => ({
    durable: RENDER_CONSUMER,
    concurrency: events.options.concurrency,
    maxDeliver: RENDER_MAX_DELIVER,
    ackWaitMs: RENDER_ACK_WAIT_MS,
    backoffMs: RENDER_BACKOFF_MS,
  }))
  async render(delivery: JobDelivery<'generation.render-chunk'>, control: DeliveryControl): Promise<void> {
    await this.renderChunk.execute({
      ...delivery.data,
      deliveryCount: delivery.deliveryCount,
      working: () => control.working(),
    });
  }
}
