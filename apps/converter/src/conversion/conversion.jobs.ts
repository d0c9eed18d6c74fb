import { once } from 'node:events';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { OnJob, type DeliveryControl, type JobDelivery, type Settlement } from '@deckmill/messaging';
import { ConverterStoppedError, sandboxSupport, sweepOrphanedWorkDirs } from '@deckmill/office';
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
  async convert(
    { data, deliveryCount }: JobDelivery<'converter.convert-deck'>,
    control: DeliveryControl,
  ): Promise<Settlement | void> {
    const { signal } = control;
    try {
      // A stop kills the conversion in progress and hands the job back, converted after the restart.
      return await this.convertDeck.execute({ ...data, deliveryCount, ...(signal ? { signal } : {}) });
    } catch (error) {
      if (error instanceof ConverterStoppedError && signal) throw await stopOf(signal, error);
      throw error;
    }
  }
}

/** Longest a job of a stopped converter waits for its consumer's stop (Nest's next shutdown step). */
const CONSUMER_STOP_WAIT_MS = 30_000;

/**
 * Nest stops the converter (onModuleDestroy) before the consumers (beforeApplicationShutdown): a job it stopped
 * waits for its delivery's own stop and rejects with that, which hands the delivery back without counting as a
 * failure, and not to this process (it no longer pulls). Thrown at once, the job would be retried as failed (a
 * row could end as given up), and a hand-back before the consumer stops would come straight back here.
 */
async function stopOf(signal: AbortSignal, stopped: ConverterStoppedError): Promise<unknown> {
  if (!signal.aborted) {
    await once(AbortSignal.any([signal, AbortSignal.timeout(CONSUMER_STOP_WAIT_MS)]), 'abort');
  }
  return signal.aborted ? signal.reason : stopped;
}
