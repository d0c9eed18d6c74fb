export { GenerationModule, type GenerationPart } from './generation.module';
export { GENERATION_OPTIONS, type GenerationOptions } from './generation.options';
export { generationDatabase } from './generation.database';
// The retention sweeps, for the server's whole-stack retention test.
export { SweepExpiredDecksUseCase } from './retention/use-cases/sweep-expired-decks/sweep-expired-decks.use-case';
export { SweepOrphanUploadsUseCase } from './retention/use-cases/sweep-orphan-uploads/sweep-orphan-uploads.use-case';
// The end of silent link views, for the gateway's analytics suite (no five-minute wait).
export { EndSilentShareViewsUseCase } from './sharing';
