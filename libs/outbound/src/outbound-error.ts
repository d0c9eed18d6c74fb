/** Why an outbound request did not produce a usable answer; stable values callers may store and show. */
export type OutboundFailureReason =
  | 'blocked_address'
  | 'bad_scheme'
  | 'too_many_redirects'
  | 'too_large'
  | 'timeout'
  | 'http_status'
  | 'network';

/**
 * An outbound request refused or failed. The message names the host the user gave and never the addresses
 * it resolved to nor the system error, so it can be shown to that user; `cause` keeps the detail for logs.
 */
export class OutboundError extends Error {
  override readonly name = 'OutboundError';

  constructor(
    readonly reason: OutboundFailureReason,
    readonly host: string,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = options.status;
  }

  /** The HTTP status of the last answer, for `http_status`. */
  readonly status: number | undefined;
}
