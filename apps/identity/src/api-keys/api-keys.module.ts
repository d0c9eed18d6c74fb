import { Module } from '@nestjs/common';
import { IdentityCoreModule } from '../shared/identity-core.module';
import { ApiKeysRpcController } from './api-keys.rpc-controller';
import { CreateApiKeyUseCase } from './use-cases/create-api-key/create-api-key.use-case';
import { ListApiKeysUseCase } from './use-cases/list-api-keys/list-api-keys.use-case';
import { RevokeApiKeyUseCase } from './use-cases/revoke-api-key/revoke-api-key.use-case';

@Module({
  imports: [IdentityCoreModule],
  controllers: [ApiKeysRpcController],
  providers: [CreateApiKeyUseCase, ListApiKeysUseCase, RevokeApiKeyUseCase],
})
export class ApiKeysModule {}
