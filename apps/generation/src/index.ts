export { GenerationModule } from './generation.module';
export { GENERATION_OPTIONS, type GenerationOptions } from './generation.options';
export { generationDatabase } from './generation.database';
