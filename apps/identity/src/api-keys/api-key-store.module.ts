import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentitySharedModule } from '../shared';
import { ApiKeyStore } from './api-key-store';
import { ApiKey } from './entities/api-key.entity';

/** API keys as a building block: authentication checks them, a password reset revokes them. */
@Module({
  imports: [IdentitySharedModule, TypeOrmModule.forFeature([ApiKey])],
  providers: [ApiKeyStore],
  exports: [ApiKeyStore],
})
export class ApiKeyStoreModule {}
