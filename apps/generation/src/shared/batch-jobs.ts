import { Inject, Injectable } from '@nestjs/common';
import { MESSAGE_BUS, type MessageBus } from '@deckmill/messaging';
import { chunkMessageId, type RowRange } from './chunks';

/** Publishes a batch's durable jobs, with dedupe ids so a repeated publish runs once. */
@Injectable()
export class BatchJobs {
  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  async enqueueChunks(batchId: string, ranges: readonly RowRange[]): Promise<void> {
    for (const range of ranges) {
      await this.bus.enqueueJob(
        'generation.render-chunk',
        { batchId, firstRow: range.firstRow, lastRow: range.lastRow },
        { messageId: chunkMessageId(batchId, range) },
      );
    }
  }

  async enqueueFinalize(batchId: string): Promise<void> {
    await this.bus.enqueueJob('generation.finalize-batch', { batchId }, { messageId: `finalize:${batchId}` });
  }
}
