import { Module } from '@nestjs/common';
import { DatabaseModule } from '@deckmill/database';
import { BatchAccess } from '../shared/batch-access';
import { BatchJobs } from '../shared/batch-jobs';
import { BatchesRpcController } from './batches.rpc-controller';
import { BatchRow } from './entities/batch-row.entity';
import { Batch } from './entities/batch.entity';
import { CreateBatchUseCase } from './use-cases/create-batch/create-batch.use-case';
import { GetBatchUseCase } from './use-cases/get-batch/get-batch.use-case';
import { ListBatchesUseCase } from './use-cases/list-batches/list-batches.use-case';
import { RowFileUseCase } from './use-cases/row-file/row-file.use-case';
import { ZipEntriesUseCase } from './use-cases/zip-entries/zip-entries.use-case';

/** Creating batches, and reading them and their files for the people allowed to. */
@Module({
  imports: [DatabaseModule.forFeature([Batch, BatchRow])],
  controllers: [BatchesRpcController],
  providers: [
    BatchAccess,
    BatchJobs,
    CreateBatchUseCase,
    ListBatchesUseCase,
    GetBatchUseCase,
    RowFileUseCase,
    ZipEntriesUseCase,
  ],
})
export class BatchesModule {}
