import { Module } from '@nestjs/common';
import { IdentitySharedModule } from '../shared';
import { UserEvents } from './user-events';

/** The `user.*` events, staged in identity's outbox: users' own use cases and the admin's changes. */
@Module({
  imports: [IdentitySharedModule],
  providers: [UserEvents],
  exports: [UserEvents],
})
export class UserEventsModule {}
