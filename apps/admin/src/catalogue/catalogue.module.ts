import { Module } from '@nestjs/common';
import { AdminSharedModule } from '../shared';
import { CatalogueRpcController } from './catalogue.rpc-controller';
import { GetPresentationUseCase } from './use-cases/presentations/get-presentation.use-case';
import { ListPresentationsUseCase } from './use-cases/presentations/list-presentations.use-case';
import { GetTeamUseCase } from './use-cases/teams/get-team.use-case';
import { ListTeamsUseCase } from './use-cases/teams/list-teams.use-case';
import { GetTemplateUseCase } from './use-cases/templates/get-template.use-case';
import { ListTemplatesUseCase } from './use-cases/templates/list-templates.use-case';

@Module({
  imports: [AdminSharedModule],
  controllers: [CatalogueRpcController],
  providers: [
    ListTeamsUseCase,
    GetTeamUseCase,
    ListTemplatesUseCase,
    GetTemplateUseCase,
    ListPresentationsUseCase,
    GetPresentationUseCase,
  ],
})
export class CatalogueModule {}
