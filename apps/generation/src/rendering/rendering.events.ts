import { Inject, Injectable } from '@nestjs/common';
import { DAY_OF_RETRIES, OnJob, type DeliveryControl, type JobDelivery } from '@deckmill/messaging';
import { FinalizeBatchUseCase } from './use-cases/finalize-batch/finalize-batch.use-case';
import { RenderChunkUseCase } from './use-cases/render-chunk/render-chunk.use-case';
import {
  RENDER_ACK_WAIT_MS,
  RENDER_BACKOFF_MS,
  RENDER_MAX_DELIVER,
} from './use-cases/render-chunk/retry-policy';
import { GENERATION_OPTIONS, type GenerationOptions } from '../generation.options';

/**
 * The generation workers: every process running the service shares the chunk jobs (one durable consumer), so
 * adding processes adds throughput. Lost work is re-sent by the resume sweep (sweep/resume-sweep.ts).
 */
@Injectable()
export class RenderingEvents {
  constructor(
    @Inject(GENERATION_OPTIONS) private readonly options: GenerationOptions,
    private readonly renderChunk: RenderChunkUseCase,
    private readonly finalizeBatch: FinalizeBatchUseCase,
  ) {}

  @OnJob('generation.render-chunk', (events: RenderingEvents) => ({
    durable: 'generation-render',
    concurrency: events.options.concurrency,
    maxDeliver: RENDER_MAX_DELIVER,
    ackWaitMs: RENDER_ACK_WAIT_MS,
    backoffMs: RENDER_BACKOFF_MS,
  }))
  async render(delivery: JobDelivery<'generation.render-chunk'>, control: DeliveryControl): Promise<void> {
    await this.renderChunk.execute({
      job: delivery.data,
      deliveryCount: delivery.deliveryCount,
      working: () => control.working(),
    });
  }

  // Billing and identity must answer before a batch is announced: outlast their outage, not a minute.
  @OnJob('generation.finalize-batch', {
    durable: 'generation-finalize',
    maxDeliver: DAY_OF_RETRIES.maxDeliver,
    backoffMs: [...DAY_OF_RETRIES.backoffMs],
  })
  async finalize({ data }: JobDelivery<'generation.finalize-batch'>): Promise<void> {
    await this.finalizeBatch.execute(data.batchId);
  }
}
