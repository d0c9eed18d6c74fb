export { AdminModule } from './admin.module';
export { adminDatabase } from './admin.database';
