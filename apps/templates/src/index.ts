export { TemplatesModule } from './templates.module';
export { TEMPLATES_OPTIONS, type TemplatesOptions } from './templates.options';
export { templatesDatabase } from './templates.database';
