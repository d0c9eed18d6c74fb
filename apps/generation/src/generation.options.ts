/** What the composition root tells the generation service (GenerationModule.forRoot). */
export interface GenerationOptions {
  /** Generation jobs (one deck each) this process works on at a time (GENERATION_CONCURRENCY). */
  readonly concurrency: number;
}

export const GENERATION_OPTIONS = Symbol('GENERATION_OPTIONS');
