export { TemplatesModule } from './templates.module';
export { templatesDatabase } from './templates.database';
