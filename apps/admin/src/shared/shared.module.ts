import { Module } from '@nestjs/common';
import { DatabaseModule } from '@deckmill/database';
import { adminEntities } from '../admin.database';
import { Clock } from './clock';
import { UserDirectory } from './user-directory';

/** The admin service's repositories, clock and identity lookups, shared by its domain modules. */
@Module({
  imports: [DatabaseModule.forFeature(adminEntities)],
  providers: [Clock, UserDirectory],
  exports: [DatabaseModule.forFeature(adminEntities), Clock, UserDirectory],
})
export class AdminSharedModule {}
