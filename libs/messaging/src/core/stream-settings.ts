/**
 * Limits of one JetStream stream that come from the configuration. A field left out is the operator's: it is
 * set to Deckmill's default when the stream is created, and never touched on an existing stream.
 */
export interface StreamLimits {
  /** How long a message is kept; 0: no limit. */
  readonly maxAgeMs?: number;
  /** Size of the stream on disk (per replica); -1: no limit. */
  readonly maxBytes?: number;
}

/** What the configuration sets for the EVENTS, JOBS and DEADLETTER streams (docs/operations.md, "Streams"). */
export interface StreamSettings {
  /** Copies of every stream in a JetStream cluster (1-5); more than 1 needs that many servers. */
  readonly replicas?: number;
  readonly events?: StreamLimits;
  readonly jobs?: Pick<StreamLimits, 'maxBytes'>;
  readonly deadLetter?: StreamLimits;
}
