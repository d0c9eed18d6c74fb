import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { OnJob, type DeliveryControl, type JobDelivery, type Settlement } from '@deckmill/messaging';
import { sandboxSupport, sweepOrphanedWorkDirs } from '@deckmill/office';
import { CONVERTER_OPTIONS, type ConverterOptions } from '../converter.options';
import { jobConcurrency, maxDeliveries, retryPolicy } from './conversion-policy';
import { ConvertDeckUseCase } from './convert-deck.use-case';

/** LibreOffice may take minutes on a big deck: tell the broker the job is alive more often than ackWait. */
const HEARTBEAT_MS = 10_000;

/** The PDF worker: every process running the service shares the conversion jobs (one durable consumer). */
@Injectable()
export class ConversionJobs implements OnModuleInit {
  private readonly logger = new Logger(ConversionJobs.name);

  constructor(
    private readonly convertDeck: ConvertDeckUseCase,
    @Inject(CONVERTER_OPTIONS) private readonly options: ConverterOptions,
  ) {}

  /** Before the messaging module starts the consumer: work directories of dead processes go. */
  async onModuleInit(): Promise<void> {
    const swept = await sweepOrphanedWorkDirs(undefined, 'pdf');
    if (swept > 0) this.logger.warn(`removed ${swept} PDF work directories left by processes that died`);
    void sandboxSupport(this.options.pdf.sandbox); // probed and logged at start, not at the first deck
  }

  /**
   * Jobs taken at once: the pool's LibreOffice runs plus a small prefetch (each job holds its deck in memory
   * while it waits for a slot). Storage or bus trouble is retried with backoff; the deck's own failure is an
   * outcome, never thrown.
   */
  @OnJob('converter.convert-deck', (jobs: ConversionJobs) => {
    const retry = retryPolicy(jobs.options.retry);
    return {
      durable: 'converter-convert',
      maxDeliver: maxDeliveries(retry),
      backoffMs: [...retry.backoffMs],
      ackWaitMs: 30_000,
      concurrency: jobConcurrency(jobs.options.pdf.concurrency),
      heartbeatMs: HEARTBEAT_MS,
    };
  })
  convert(
    { data, deliveryCount }: JobDelivery<'converter.convert-deck'>,
    control: DeliveryControl,
  ): Promise<Settlement | void> {
    // A stop kills the conversion in progress and hands the job back, converted after the restart.
    return this.convertDeck.execute({
      ...data,
      deliveryCount,
      ...(control.signal ? { signal: control.signal } : {}),
    });
  }
}
