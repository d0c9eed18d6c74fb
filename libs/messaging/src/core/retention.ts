const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** How long each adapter keeps messages; both adapters use the same defaults. */
export interface StreamRetention {
  /** How long events are kept (a durable created later replays what is still there). */
  eventMaxAgeMs: number;
  deadLetterMaxAgeMs: number;
  /** Window in which a repeated message id is dropped. */
  duplicateWindowMs: number;
}

export const DEFAULT_RETENTION: StreamRetention = {
  eventMaxAgeMs: 7 * DAY_MS,
  deadLetterMaxAgeMs: 30 * DAY_MS,
  duplicateWindowMs: 2 * MINUTE_MS,
};
