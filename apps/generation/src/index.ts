export { GenerationModule } from './generation.module';
export { generationDatabase } from './generation.database';
