import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { GetPresentationUseCase } from './use-cases/presentations/get-presentation.use-case';
import { ListPresentationsUseCase } from './use-cases/presentations/list-presentations.use-case';
import { GetTeamUseCase } from './use-cases/teams/get-team.use-case';
import { ListTeamsUseCase } from './use-cases/teams/list-teams.use-case';
import { GetTemplateUseCase } from './use-cases/templates/get-template.use-case';
import { ListTemplatesUseCase } from './use-cases/templates/list-templates.use-case';

/** Read-only views of every team, template and presentation for the operators. */
@Controller()
export class CatalogueRpcController {
  constructor(
    private readonly listTeams: ListTeamsUseCase,
    private readonly getTeam: GetTeamUseCase,
    private readonly listTemplates: ListTemplatesUseCase,
    private readonly getTemplate: GetTemplateUseCase,
    private readonly listPresentations: ListPresentationsUseCase,
    private readonly getPresentation: GetPresentationUseCase,
  ) {}

  @RpcHandler('admin.list-teams')
  teams(@Payload() input: RpcPayload<'admin.list-teams'>): Promise<RpcReply<'admin.list-teams'>> {
    return this.listTeams.execute(input);
  }

  @RpcHandler('admin.get-team')
  team(@Payload() input: RpcPayload<'admin.get-team'>): Promise<RpcReply<'admin.get-team'>> {
    return this.getTeam.execute(input);
  }

  @RpcHandler('admin.list-templates')
  templates(@Payload() input: RpcPayload<'admin.list-templates'>): Promise<RpcReply<'admin.list-templates'>> {
    return this.listTemplates.execute(input);
  }

  @RpcHandler('admin.get-template')
  template(@Payload() input: RpcPayload<'admin.get-template'>): Promise<RpcReply<'admin.get-template'>> {
    return this.getTemplate.execute(input);
  }

  @RpcHandler('admin.list-presentations')
  presentations(
    @Payload() input: RpcPayload<'admin.list-presentations'>,
  ): Promise<RpcReply<'admin.list-presentations'>> {
    return this.listPresentations.execute(input);
  }

  @RpcHandler('admin.get-presentation')
  presentation(
    @Payload() input: RpcPayload<'admin.get-presentation'>,
  ): Promise<RpcReply<'admin.get-presentation'>> {
    return this.getPresentation.execute(input);
  }
}
