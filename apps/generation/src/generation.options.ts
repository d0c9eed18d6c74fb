/** What the composition root tells the generation service (GenerationModule.forRoot). */
export interface GenerationOptions {
  /** Generation jobs (one deck each) this process works on at a time (GENERATION_CONCURRENCY). */
  readonly concurrency: number;
  /** Per account, at most this many decks mailed to their rows' recipients an hour (DELIVERY_MAILS_PER_HOUR). */
  readonly deliveryMailsPerHour?: number;
}

export const GENERATION_OPTIONS = Symbol('GENERATION_OPTIONS');
