import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { DeleteDecksUseCase } from './use-cases/delete-decks/delete-decks.use-case';

/** Issue 22: "Delete decks now", over request/reply; the rules are in the use case. */
@Controller()
export class RetentionRpcController {
  constructor(private readonly deleteDecks: DeleteDecksUseCase) {}

  @RpcHandler('generation.delete-decks')
  delete(
    @Payload() request: RpcPayload<'generation.delete-decks'>,
  ): Promise<RpcReply<'generation.delete-decks'>> {
    return this.deleteDecks.execute(request.actorId, request.batchId);
  }
}
