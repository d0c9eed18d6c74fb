import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { OnJob, type JobDelivery } from '@deckmill/messaging';
import { sandboxSupport, sweepOrphanedWorkDirs } from '@deckmill/office';
import { CONVERTER_OPTIONS, type ConverterOptions } from '../converter.options';
import { ConvertDeckUseCase } from './convert-deck.use-case';

/** LibreOffice may take minutes on a big deck: tell the broker the job is alive more often than ackWait. */
const HEARTBEAT_MS = 10_000;
/**
 * Jobs taken at once. They wait for the converter's pool (`FairPool`, `concurrency` LibreOffice runs), which
 * picks among them by owner: the window lets a later owner's deck overtake a large batch.
 */
const WINDOW = 16;
/** Storage or bus trouble is retried (the deck's own failure is an outcome, never thrown). */
const MAX_DELIVER = 8;

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

  @OnJob('converter.convert-deck', {
    durable: 'converter-convert',
    maxDeliver: MAX_DELIVER,
    ackWaitMs: 30_000,
    concurrency: WINDOW,
    heartbeatMs: HEARTBEAT_MS,
  })
  async convert({ data }: JobDelivery<'converter.convert-deck'>): Promise<void> {
    await this.convertDeck.execute(data);
  }
}
