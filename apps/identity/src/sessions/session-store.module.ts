import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentitySharedModule } from '../shared';
import { Session } from './entities/session.entity';
import { SessionStore } from './session-store';

/** Sessions as a building block: sign-in opens them, a password reset ends them all. */
@Module({
  imports: [IdentitySharedModule, TypeOrmModule.forFeature([Session])],
  providers: [SessionStore],
  exports: [SessionStore],
})
export class SessionStoreModule {}
