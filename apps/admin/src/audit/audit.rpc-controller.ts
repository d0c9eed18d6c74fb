import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { ListAuditLogUseCase } from './use-cases/list-audit-log/list-audit-log.use-case';

@Controller()
export class AuditRpcController {
  constructor(private readonly listAuditLog: ListAuditLogUseCase) {}

  @RpcHandler('admin.audit-log')
  list(@Payload() input: RpcPayload<'admin.audit-log'>): Promise<RpcReply<'admin.audit-log'>> {
    return this.listAuditLog.execute(input);
  }
}
