import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { startFakeService } from '@deckmill/server-harness';

/** The decks each batch made, as the test arranges it; a batch not in it is one generation no longer holds. */
const rowsDone = new Map<string, number>();

@Controller()
class FakeGenerationController {
  @RpcHandler('generation.batch-decks')
  batchDecks(@Payload() input: RpcPayload<'generation.batch-decks'>): RpcReply<'generation.batch-decks'> {
    return {
      batches: input.batchIds.flatMap((batchId) => {
        const done = rowsDone.get(batchId);
        return done === undefined ? [] : [{ batchId, rowsDone: done }];
      }),
    };
  }
}

export interface FakeGeneration {
  /** Generation holds this batch, which made `decks` decks. */
  holds(batchId: string, decks: number): void;
  stop(): Promise<void>;
}

/** Stands in for generation on the stack's NATS namespace: answers `generation.batch-decks` (the decks backfill). */
export async function startFakeGeneration(namespace: string): Promise<FakeGeneration> {
  const app = await startFakeService(namespace, [FakeGenerationController]);
  return {
    holds: (batchId, decks) => void rowsDone.set(batchId, decks),
    stop: () => app.close(),
  };
}
