import { Module } from '@nestjs/common';
import { AdminSharedModule } from '../shared';
import { AuditEvents } from './audit.events';
import { AuditRpcController } from './audit.rpc-controller';
import { ChainAppender } from './chain/chain-appender';
import { RetentionSweeper } from './retention/retention-sweeper';
import { ListActivityUseCase } from './use-cases/list-activity/list-activity.use-case';
import { PruneActivityUseCase } from './use-cases/prune-activity/prune-activity.use-case';
import { RecordActivityUseCase } from './use-cases/record-activity/record-activity.use-case';
import { VerifyChainsUseCase } from './use-cases/verify-chains/verify-chains.use-case';

/**
 * The audit trail (docs/audit.md): a consumer of every domain event that means an action, appending to
 * per-tenant hash chains; read by the gateway's activity views, verified, and pruned per plan.
 */
@Module({
  imports: [AdminSharedModule],
  controllers: [AuditRpcController],
  providers: [
    AuditEvents,
    ChainAppender,
    RecordActivityUseCase,
    ListActivityUseCase,
    VerifyChainsUseCase,
    PruneActivityUseCase,
    RetentionSweeper,
  ],
})
export class AuditModule {}
