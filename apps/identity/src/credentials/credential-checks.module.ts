import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentitySharedModule } from '../shared';
import { TokensModule } from '../tokens';
import { SignInFailure } from './entities/sign-in-failure.entity';
import { Lockout } from './lockout';
import { PasswordHasher } from './password-hasher';

/** Password hashing and the lockout after failed sign-ins, for sign-up, sign-in, reset and profile changes. */
@Module({
  imports: [IdentitySharedModule, TokensModule, TypeOrmModule.forFeature([SignInFailure])],
  providers: [PasswordHasher, Lockout],
  exports: [PasswordHasher, Lockout],
})
export class CredentialChecksModule {}
