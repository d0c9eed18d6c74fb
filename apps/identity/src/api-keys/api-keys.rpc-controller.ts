import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { CreateApiKeyUseCase } from './use-cases/create-api-key/create-api-key.use-case';
import { ListApiKeysUseCase } from './use-cases/list-api-keys/list-api-keys.use-case';
import { RevokeApiKeyUseCase } from './use-cases/revoke-api-key/revoke-api-key.use-case';

@Controller()
export class ApiKeysRpcController {
  constructor(
    private readonly listKeys: ListApiKeysUseCase,
    private readonly createKey: CreateApiKeyUseCase,
    private readonly revokeKey: RevokeApiKeyUseCase,
  ) {}

  @RpcHandler('identity.list-api-keys')
  list(@Payload() input: RpcPayload<'identity.list-api-keys'>) {
    return this.listKeys.execute(input);
  }

  @RpcHandler('identity.create-api-key')
  create(@Payload() input: RpcPayload<'identity.create-api-key'>) {
    return this.createKey.execute(input);
  }

  @RpcHandler('identity.revoke-api-key')
  revoke(@Payload() input: RpcPayload<'identity.revoke-api-key'>) {
    return this.revokeKey.execute(input);
  }
}
