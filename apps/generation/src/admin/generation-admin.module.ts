import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Batch } from '../batches/entities/batch.entity';
import { GenerationAdminRpcController } from './generation-admin.rpc-controller';
import { AdminGetPresentationUseCase } from './use-cases/get-presentation/get-presentation.use-case';
import { AdminListPresentationsUseCase } from './use-cases/list-presentations/list-presentations.use-case';
import { AdminPresentationStatsUseCase } from './use-cases/presentation-stats/presentation-stats.use-case';
import { AdminUserCountsUseCase } from './use-cases/user-counts/user-counts.use-case';

/** Read-only queries over every presentation for the admin service. */
@Module({
  imports: [TypeOrmModule.forFeature([Batch])],
  controllers: [GenerationAdminRpcController],
  providers: [
    AdminPresentationStatsUseCase,
    AdminListPresentationsUseCase,
    AdminGetPresentationUseCase,
    AdminUserCountsUseCase,
  ],
})
export class GenerationAdminModule {}
