import type { SubscriptionTier } from '@deckmill/bus-contracts';
import type { ImageSourceFactory } from './shared/image-source-factory';

/** What the composition root tells the generation service (GenerationModule.forRoot). */
export interface GenerationOptions {
  /** Generation jobs (one deck each) this process works on at a time (GENERATION_CONCURRENCY). */
  readonly concurrency: number;
  /**
   * Threads that render rows beside the main thread (RENDER_THREADS, embedded mode); 0 or absent renders on
   * the main thread, as a worker process of one core does.
   */
  readonly renderThreads?: number;
  /** Per account, at most this many decks mailed to their rows' recipients an hour (DELIVERY_MAILS_PER_HOUR). */
  readonly deliveryMailsPerHour?: number;
  /**
   * Makes each batch's ImageSource from its downloaded images archive (the engine's batchImageSource
   * with the outbound policy and image limits). Without it pictures from data are answered "not available".
   */
  readonly imageSources?: ImageSourceFactory;
  /**
   * ROW_ENCRYPTION_KEYS (`id:base64key,...`): seal the rows' values and mails before they reach the database.
   * The first key seals; all of them open.
   */
  readonly rowEncryptionKeys: string;
  /** Days a finished batch's decks are kept, per plan (DECK_RETENTION_DAYS_*); defaults below. */
  readonly deckRetentionDays?: Readonly<Record<SubscriptionTier, number>>;
  /** Hours after which an upload no batch holds is deleted (ORPHAN_UPLOAD_HOURS). */
  readonly orphanUploadHours?: number;
  /**
   * Longest value a row may place on a slide (default MAX_VALUE_CHARS, the limit uploads are read with). A
   * longer value fails its row: rows stored before uploads refused them still meet it. Tests set it lower to
   * make a row that always fails out of a file the upload accepts.
   */
  readonly maxValueChars?: number;
  /**
   * LOCAL_MODE (the desktop app): there is no mail server, so deck notices stay in the app and no `deck-viewed`
   * mail is sent, whatever the batch asked for.
   */
  readonly localMode?: boolean;
}

/** The defaults of DECK_RETENTION_DAYS_* (the config's defaults, for tests and a root that passes none). */
export const DEFAULT_DECK_RETENTION_DAYS: Readonly<Record<SubscriptionTier, number>> = {
  free: 7,
  starter: 30,
  professional: 90,
  enterprise: 365,
};
export const DEFAULT_ORPHAN_UPLOAD_HOURS = 24;

export const GENERATION_OPTIONS = Symbol('GENERATION_OPTIONS');
/**
 * Whether this process renders chunks (the `all` and `worker` parts): work for rendering can start here while a
 * batch is still being stored. False in the `api` part, whose compiled templates serve only the preflight.
 */
export const RENDERS_CHUNKS = Symbol('RENDERS_CHUNKS');
