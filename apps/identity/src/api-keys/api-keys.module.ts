import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentitySharedModule } from '../shared';
import { ApiKeyStoreModule } from './api-key-store.module';
import { ApiKeysRpcController } from './api-keys.rpc-controller';
import { ApiKey } from './entities/api-key.entity';
import { CreateApiKeyUseCase } from './use-cases/create-api-key/create-api-key.use-case';
import { ListApiKeysUseCase } from './use-cases/list-api-keys/list-api-keys.use-case';
import { RevokeApiKeyUseCase } from './use-cases/revoke-api-key/revoke-api-key.use-case';

@Module({
  imports: [IdentitySharedModule, TypeOrmModule.forFeature([ApiKey]), ApiKeyStoreModule],
  controllers: [ApiKeysRpcController],
  providers: [CreateApiKeyUseCase, ListApiKeysUseCase, RevokeApiKeyUseCase],
})
export class ApiKeysModule {}
