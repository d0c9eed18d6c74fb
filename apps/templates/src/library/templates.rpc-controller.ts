import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { CreateTemplateUseCase } from './use-cases/create-template/create-template.use-case';
import { DeleteTemplateUseCase } from './use-cases/delete-template/delete-template.use-case';
import { DuplicateTemplateUseCase } from './use-cases/duplicate-template/duplicate-template.use-case';
import { GetTemplateUseCase } from './use-cases/get-template/get-template.use-case';
import { ListOwnedTemplatesUseCase } from './use-cases/list-owned-templates/list-owned-templates.use-case';
import { ListTemplatesUseCase } from './use-cases/list-templates/list-templates.use-case';
import { ListUsableUseCase } from './use-cases/list-usable/list-usable.use-case';
import { ResolveForUseUseCase } from './use-cases/resolve-for-use/resolve-for-use.use-case';

@Controller()
export class TemplatesRpcController {
  constructor(
    private readonly createTemplate: CreateTemplateUseCase,
    private readonly listTemplates: ListTemplatesUseCase,
    private readonly getTemplate: GetTemplateUseCase,
    private readonly duplicateTemplate: DuplicateTemplateUseCase,
    private readonly deleteTemplate: DeleteTemplateUseCase,
    private readonly resolveForUse: ResolveForUseUseCase,
    private readonly listUsable: ListUsableUseCase,
    private readonly listOwnedTemplates: ListOwnedTemplatesUseCase,
  ) {}

  @RpcHandler('templates.list-owned')
  listOwned(@Payload() input: RpcPayload<'templates.list-owned'>) {
    return this.listOwnedTemplates.execute(input);
  }

  @RpcHandler('templates.create')
  create(@Payload() input: RpcPayload<'templates.create'>) {
    return this.createTemplate.execute(input);
  }

  @RpcHandler('templates.list')
  list(@Payload() input: RpcPayload<'templates.list'>) {
    return this.listTemplates.execute(input);
  }

  @RpcHandler('templates.get')
  get(@Payload() input: RpcPayload<'templates.get'>) {
    return this.getTemplate.execute(input);
  }

  @RpcHandler('templates.duplicate')
  duplicate(@Payload() input: RpcPayload<'templates.duplicate'>) {
    return this.duplicateTemplate.execute(input);
  }

  @RpcHandler('templates.delete')
  delete(@Payload() input: RpcPayload<'templates.delete'>) {
    return this.deleteTemplate.execute(input);
  }

  @RpcHandler('templates.resolve-for-use')
  resolve(@Payload() input: RpcPayload<'templates.resolve-for-use'>) {
    return this.resolveForUse.execute(input);
  }

  @RpcHandler('templates.list-usable')
  usable(@Payload() input: RpcPayload<'templates.list-usable'>) {
    return this.listUsable.execute(input);
  }
}
