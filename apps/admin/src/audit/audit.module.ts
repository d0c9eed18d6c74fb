import { Module } from '@nestjs/common';
import { AdminSharedModule } from '../shared/shared.module';
import { AuditLog } from './audit-log';
import { AuditRpcController } from './audit.rpc-controller';
import { ListAuditLogUseCase } from './use-cases/list-audit-log/list-audit-log.use-case';

/** The audit trail of operator actions: written by the users domain, read by the panel. */
@Module({
  imports: [AdminSharedModule],
  controllers: [AuditRpcController],
  providers: [AuditLog, ListAuditLogUseCase],
  exports: [AuditLog],
})
export class AuditModule {}
