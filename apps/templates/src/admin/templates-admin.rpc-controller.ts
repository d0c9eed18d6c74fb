import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { AdminGetTemplateUseCase } from './use-cases/get-template/get-template.use-case';
import { AdminListTemplatesUseCase } from './use-cases/list-templates/list-templates.use-case';
import { AdminTemplateStatsUseCase } from './use-cases/template-stats/template-stats.use-case';

/** The templates read model of the operator panel (called by the admin service only). */
@Controller()
export class TemplatesAdminRpcController {
  constructor(
    private readonly templateStats: AdminTemplateStatsUseCase,
    private readonly listTemplates: AdminListTemplatesUseCase,
    private readonly getTemplate: AdminGetTemplateUseCase,
  ) {}

  @RpcHandler('templates.admin-stats')
  stats(@Payload() input: RpcPayload<'templates.admin-stats'>): Promise<RpcReply<'templates.admin-stats'>> {
    return this.templateStats.execute(input);
  }

  @RpcHandler('templates.admin-list-templates')
  list(
    @Payload() input: RpcPayload<'templates.admin-list-templates'>,
  ): Promise<RpcReply<'templates.admin-list-templates'>> {
    return this.listTemplates.execute(input);
  }

  @RpcHandler('templates.admin-get-template')
  get(
    @Payload() input: RpcPayload<'templates.admin-get-template'>,
  ): Promise<RpcReply<'templates.admin-get-template'>> {
    return this.getTemplate.execute(input);
  }
}
