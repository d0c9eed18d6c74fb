import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { adminEntities } from '../admin.database';
import { Clock } from './clock';
import { UserDirectory } from './user-directory';

// One module instance, imported and re-exported: Nest tells dynamic modules apart by reference.
const adminRepositories = TypeOrmModule.forFeature(adminEntities);

/** The admin service's repositories, clock and identity lookups, shared by its domain modules. */
@Module({
  imports: [adminRepositories],
  providers: [Clock, UserDirectory],
  exports: [adminRepositories, Clock, UserDirectory],
})
export class AdminSharedModule {}
