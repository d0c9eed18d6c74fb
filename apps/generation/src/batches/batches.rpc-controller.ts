import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { BatchDecksUseCase } from './use-cases/batch-decks/batch-decks.use-case';
import { CancelBatchUseCase } from './use-cases/cancel-batch/cancel-batch.use-case';
import { CreateBatchUseCase } from './use-cases/create-batch/create-batch.use-case';
import { ExportRowsUseCase } from './use-cases/export-rows/export-rows.use-case';
import { GetBatchUseCase } from './use-cases/get-batch/get-batch.use-case';
import { GetProgressUseCase } from './use-cases/get-progress/get-progress.use-case';
import { ListBatchesAfterUseCase } from './use-cases/list-batches-after/list-batches-after.use-case';
import { ListBatchesUseCase } from './use-cases/list-batches/list-batches.use-case';
import { ListOwnedBatchesUseCase } from './use-cases/list-owned-batches/list-owned-batches.use-case';
import { PreflightBatchUseCase } from './use-cases/preflight-batch/preflight-batch.use-case';
import { RowFileUseCase } from './use-cases/row-file/row-file.use-case';
import { RunAgainUseCase } from './use-cases/run-again/run-again.use-case';
import { ZipEntriesUseCase } from './use-cases/zip-entries/zip-entries.use-case';

/**
 * Batches over request/reply; every rule (not found for strangers, the data file and mapping checks) is in the
 * use cases.
 */
@Controller()
export class BatchesRpcController {
  constructor(
    private readonly createBatch: CreateBatchUseCase,
    private readonly listBatches: ListBatchesUseCase,
    private readonly listBatchesAfter: ListBatchesAfterUseCase,
    private readonly getBatch: GetBatchUseCase,
    private readonly getProgress: GetProgressUseCase,
    private readonly rowFile: RowFileUseCase,
    private readonly zipEntries: ZipEntriesUseCase,
    private readonly cancelBatch: CancelBatchUseCase,
    private readonly preflightBatch: PreflightBatchUseCase,
    private readonly listOwnedBatches: ListOwnedBatchesUseCase,
    private readonly exportRows: ExportRowsUseCase,
    private readonly runAgainUseCase: RunAgainUseCase,
    private readonly batchDecks: BatchDecksUseCase,
  ) {}

  @RpcHandler('generation.batch-decks')
  decksOf(
    @Payload() input: RpcPayload<'generation.batch-decks'>,
  ): Promise<RpcReply<'generation.batch-decks'>> {
    return this.batchDecks.execute(input);
  }

  @RpcHandler('generation.list-owned')
  listOwned(
    @Payload() input: RpcPayload<'generation.list-owned'>,
  ): Promise<RpcReply<'generation.list-owned'>> {
    return this.listOwnedBatches.execute(input);
  }

  @RpcHandler('generation.export-rows')
  rowsForExport(
    @Payload() input: RpcPayload<'generation.export-rows'>,
  ): Promise<RpcReply<'generation.export-rows'>> {
    return this.exportRows.execute(input);
  }

  @RpcHandler('generation.preflight')
  preflight(@Payload() input: RpcPayload<'generation.preflight'>): Promise<RpcReply<'generation.preflight'>> {
    return this.preflightBatch.execute(input);
  }

  @RpcHandler('generation.create-batch')
  create(
    @Payload() input: RpcPayload<'generation.create-batch'>,
  ): Promise<RpcReply<'generation.create-batch'>> {
    return this.createBatch.execute(input);
  }

  @RpcHandler('generation.run-again')
  runAgain(@Payload() input: RpcPayload<'generation.run-again'>): Promise<RpcReply<'generation.run-again'>> {
    return this.runAgainUseCase.execute(input);
  }

  @RpcHandler('generation.list')
  list(@Payload() input: RpcPayload<'generation.list'>): Promise<RpcReply<'generation.list'>> {
    return this.listBatches.execute(input);
  }

  @RpcHandler('generation.list-after')
  listAfter(
    @Payload() input: RpcPayload<'generation.list-after'>,
  ): Promise<RpcReply<'generation.list-after'>> {
    return this.listBatchesAfter.execute(input);
  }

  @RpcHandler('generation.get')
  get(@Payload() input: RpcPayload<'generation.get'>): Promise<RpcReply<'generation.get'>> {
    return this.getBatch.execute(input);
  }

  @RpcHandler('generation.get-progress')
  progress(
    @Payload() input: RpcPayload<'generation.get-progress'>,
  ): Promise<RpcReply<'generation.get-progress'>> {
    return this.getProgress.execute(input);
  }

  @RpcHandler('generation.cancel')
  cancel(@Payload() input: RpcPayload<'generation.cancel'>): Promise<RpcReply<'generation.cancel'>> {
    return this.cancelBatch.execute(input);
  }

  @RpcHandler('generation.row-file')
  file(@Payload() input: RpcPayload<'generation.row-file'>): Promise<RpcReply<'generation.row-file'>> {
    return this.rowFile.execute(input);
  }

  @RpcHandler('generation.zip-entries')
  entries(
    @Payload() input: RpcPayload<'generation.zip-entries'>,
  ): Promise<RpcReply<'generation.zip-entries'>> {
    return this.zipEntries.execute(input);
  }
}
