import { Readable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConversionFailureReason, JobPayload } from '@deckmill/bus-contracts';
import { MESSAGE_BUS, type MessageBus, type Settlement } from '@deckmill/messaging';
import { PdfConversionError, type PdfConverter } from '@deckmill/office';
import { OBJECT_STORAGE, ObjectNotFoundError, type ObjectStorage } from '@deckmill/storage';
import { CONVERTER_OPTIONS, type ConverterOptions } from '../converter.options';
import { attemptsSpent, onUnavailable, retryPolicy, type ConversionRetryPolicy } from './conversion-policy';
import { fontSubstitutions } from './font-substitutions';
import { PDF_CONVERTER } from './pdf-converter.provider';

type ConvertJob = JobPayload<'converter.convert-deck'>;

/**
 * One delivery of a conversion job. Its count is input here, not the handler's alone: it decides whether to
 * convert or to give up (publishing `gave_up`), and how an unavailable converter is retried after trying.
 */
export interface ConvertDeckInput extends ConvertJob {
  /** 1 on the first delivery. */
  readonly deliveryCount: number;
  /** A stopping worker's: the conversion is killed and the error thrown, so the job goes back. */
  readonly signal?: AbortSignal;
}

/** The converter refuses larger decks before running anything (`too_large`); reading stops there too. */
export const MAX_DECK_BYTES = 100 * 1024 * 1024;

/**
 * One deck to PDF: read it, convert it (PdfConverter retries a crash or timeout once), store the PDF, then
 * publish the outcome. Every step may repeat: the PDF key is fixed, and the outcome's message id is the
 * row's, so a redelivered job overwrites the same object and its repeated event is dropped by the bus (and
 * generation's handler settles a row once anyway). The job is acknowledged only after the outcome is out.
 * Every job ends in an outcome its row can show: a deck that is gone, LibreOffice unusable on every try, or
 * attempts spent on storage or bus trouble (or on a converter that died) fail the row with their reason.
 */
@Injectable()
export class ConvertDeckUseCase {
  private readonly logger = new Logger(ConvertDeckUseCase.name);
  private readonly policy: ConversionRetryPolicy;

  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(PDF_CONVERTER) private readonly converter: PdfConverter,
    @Inject(CONVERTER_OPTIONS) options: Pick<ConverterOptions, 'retry'> = {},
  ) {
    this.policy = retryPolicy(options.retry);
  }

  /** Resolves to a settlement only to ask for a later delivery; storage or bus trouble is thrown. */
  async execute(input: ConvertDeckInput): Promise<Settlement | void> {
    const { deliveryCount, signal, ...job } = input;
    if (attemptsSpent(this.policy, deliveryCount)) {
      this.logger.warn(`Row ${job.row} of batch ${job.batchId}: ${deliveryCount - 1} deliveries failed`);
      return this.fail(job, 'gave_up');
    }
    const deck = await this.readDeck(job.deckKey);
    if (deck === null) {
      // Generation settles nothing for a batch that is gone, and fails the row of one that still exists.
      this.logger.warn(`Deck ${job.deckKey} is not in storage; its row fails`);
      return this.fail(job, 'deck_missing');
    }
    try {
      const { pdf, fonts } = await this.converter.convert(deck, {
        owner: job.ownerId,
        ...(signal ? { signal } : {}),
      });
      await this.storage.putStream(job.pdfKey, Readable.from([pdf]), { contentType: 'application/pdf' });
      await this.bus.publishEvent(
        'deck.converted',
        {
          batchId: job.batchId,
          row: job.row,
          pdfKey: job.pdfKey,
          sizeBytes: pdf.byteLength,
          fontSubstitutions: fontSubstitutions(fonts),
          occurredAt: new Date().toISOString(),
        },
        { messageId: `converted:${job.batchId}:${job.row}` },
      );
    } catch (error) {
      // Storage or bus trouble is thrown, so the job is retried, and so is a stop, so the job is handed back
      // (ConversionJobs); only the deck's own failure is an outcome.
      if (!(error instanceof PdfConversionError)) throw error;
      const outcome = `Row ${job.row} of batch ${job.batchId} not converted: ${error.reason}: ${error.message}`;
      if (error.reason === 'unavailable') {
        const retry = onUnavailable(this.policy, deliveryCount);
        // An attempt that will be retried is no failure yet: only the row's final one is a warning.
        if (retry !== 'fail') {
          this.logger.debug(`${outcome} (attempt ${deliveryCount}, retried)`);
          return retry;
        }
      }
      this.logger.warn(outcome);
      return this.fail(job, error.reason);
    }
  }

  private async fail(job: ConvertJob, reason: ConversionFailureReason): Promise<void> {
    await this.bus.publishEvent(
      'deck.conversion_failed',
      { batchId: job.batchId, row: job.row, reason, occurredAt: new Date().toISOString() },
      { messageId: `conversion-failed:${job.batchId}:${job.row}` },
    );
  }

  private async readDeck(key: string): Promise<Buffer | null> {
    let stream: Readable;
    try {
      stream = await this.storage.getStream(key);
    } catch (error) {
      if (error instanceof ObjectNotFoundError) return null;
      throw error;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      size += buffer.byteLength;
      // One byte past the limit is enough for the converter to answer `too_large`.
      if (size > MAX_DECK_BYTES) {
        stream.destroy();
        chunks.push(buffer);
        break;
      }
      chunks.push(buffer);
    }
    return Buffer.concat(chunks);
  }
}
