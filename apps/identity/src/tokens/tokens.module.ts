import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentitySharedModule } from '../shared';
import { AccountTokens } from './account-tokens';
import { AccountToken } from './entities/account-token.entity';

/** The emailed one-time tokens (confirmation, reset, unlock), for the modules that issue or redeem them. */
@Module({
  imports: [IdentitySharedModule, TypeOrmModule.forFeature([AccountToken])],
  providers: [AccountTokens],
  exports: [AccountTokens],
})
export class TokensModule {}
