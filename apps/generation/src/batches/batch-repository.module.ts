import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DeliveryModule } from '../delivery';
import { BatchRepository } from './batch.repository';
import { BatchRow } from './entities/batch-row.entity';
import { Batch } from './entities/batch.entity';

/** The batch aggregate's repository, for every module that reads or moves batches (one instance per process). */
@Module({
  imports: [TypeOrmModule.forFeature([Batch, BatchRow]), DeliveryModule],
  providers: [BatchRepository],
  exports: [BatchRepository],
})
export class BatchRepositoryModule {}
