import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { MESSAGE_BUS, type MessageBus, type Subscription } from '@deckmill/messaging';
import { DAY_OF_RETRIES } from '../shared/retry-schedule';
import { FinalizeBatchUseCase } from './use-cases/finalize-batch/finalize-batch.use-case';
import { RenderChunkUseCase } from './use-cases/render-chunk/render-chunk.use-case';
import {
  RENDER_ACK_WAIT_MS,
  RENDER_BACKOFF_MS,
  RENDER_MAX_DELIVER,
} from './use-cases/render-chunk/retry-policy';
import { ResumeBatchesUseCase } from './use-cases/resume-batches/resume-batches.use-case';
import { GENERATION_OPTIONS, type GenerationOptions } from '../generation.options';

/**
 * The generation workers: every process running the service shares the chunk jobs (one durable consumer), so
 * adding processes adds throughput. At start-up unfinished batches are resumed.
 */
@Injectable()
export class RenderingEvents implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(RenderingEvents.name);
  private readonly subscriptions: Subscription[] = [];

  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(GENERATION_OPTIONS) private readonly options: GenerationOptions,
    private readonly renderChunk: RenderChunkUseCase,
    private readonly finalizeBatch: FinalizeBatchUseCase,
    private readonly resumeBatches: ResumeBatchesUseCase,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.subscriptions.push(
      await this.bus.consumeJobs(
        'generation.render-chunk',
        {
          durable: 'generation-render',
          concurrency: this.options.concurrency,
          maxDeliver: RENDER_MAX_DELIVER,
          ackWaitMs: RENDER_ACK_WAIT_MS,
          backoffMs: RENDER_BACKOFF_MS,
        },
        (delivery, control) =>
          this.renderChunk.execute({
            job: delivery.data,
            deliveryCount: delivery.deliveryCount,
            working: () => control.working(),
          }),
      ),
      await this.bus.consumeJobs(
        'generation.finalize-batch',
        // Billing and identity must answer before a batch is announced: outlast their outage, not a minute.
        {
          durable: 'generation-finalize',
          maxDeliver: DAY_OF_RETRIES.maxDeliver,
          backoffMs: [...DAY_OF_RETRIES.backoffMs],
        },
        (delivery) => this.finalizeBatch.execute(delivery.data.batchId),
      ),
    );
    const resumed = await this.resumeBatches.execute();
    if (resumed > 0) this.logger.log(`Resumed ${resumed} unfinished batch(es)`);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.subscriptions.splice(0).map((subscription) => subscription.stop()));
  }
}
