import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { DeleteBatchUseCase } from './use-cases/delete-batch/delete-batch.use-case';
import { DeleteDecksUseCase } from './use-cases/delete-decks/delete-decks.use-case';

/** "Delete decks now" and "Delete presentation", over request/reply; the rules are in the use cases. */
@Controller()
export class RetentionRpcController {
  constructor(
    private readonly deleteDecks: DeleteDecksUseCase,
    private readonly deleteBatch: DeleteBatchUseCase,
  ) {}

  @RpcHandler('generation.delete-decks')
  delete(
    @Payload() input: RpcPayload<'generation.delete-decks'>,
  ): Promise<RpcReply<'generation.delete-decks'>> {
    return this.deleteDecks.execute(input);
  }

  @RpcHandler('generation.delete-batch')
  remove(
    @Payload() input: RpcPayload<'generation.delete-batch'>,
  ): Promise<RpcReply<'generation.delete-batch'>> {
    return this.deleteBatch.execute(input);
  }
}
