import { Injectable } from '@nestjs/common';
import { DAY_OF_RETRIES, OnJob, type JobDelivery } from '@deckmill/messaging';
import { FinalizeBatchUseCase } from './use-cases/finalize-batch/finalize-batch.use-case';

/** Announces finished batches: calls billing and identity and writes, never renders (generation's API part). */
@Injectable()
export class BatchCompletionEvents {
  constructor(private readonly finalizeBatch: FinalizeBatchUseCase) {}

  // Billing and identity must answer before a batch is announced: outlast their outage, not a minute.
  @OnJob('generation.finalize-batch', {
    durable: 'generation-finalize',
    maxDeliver: DAY_OF_RETRIES.maxDeliver,
    backoffMs: [...DAY_OF_RETRIES.backoffMs],
  })
  async finalize({ data }: JobDelivery<'generation.finalize-batch'>): Promise<void> {
    await this.finalizeBatch.execute(data);
  }
}
