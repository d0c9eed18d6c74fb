import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  OutboundError,
  OutboundPolicy,
  WEBHOOK_SIGNATURE_HEADER,
  safeFetch,
  signWebhook,
} from '@deckmill/outbound';
import { WEBHOOKS_OPTIONS, type WebhooksOptions } from '../webhooks.options';

export const WEBHOOK_USER_AGENT = 'Deckmill-Webhooks/1';
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The receiver's answer is read only to know it arrived; more than this is cut off. */
export const WEBHOOK_MAX_RESPONSE_BYTES = 64 * 1024;

export interface SignedPost {
  endpoint: string;
  secret: string;
  eventId: string;
  body: string;
  nowSeconds: number;
}

/** An attempt's outcome: delivered (2xx), or the status (if any) and a stable reason (docs/outbound.md). */
export type PostOutcome =
  { delivered: true; statusCode: number } | { delivered: false; statusCode: number | null; reason: string };

/** POSTs one signed event through safeFetch: every address is checked, redirects are not followed. */
@Injectable()
export class WebhookSender {
  private readonly logger = new Logger('WebhookSender');

  constructor(
    private readonly policy: OutboundPolicy,
    @Inject(WEBHOOKS_OPTIONS) private readonly options: WebhooksOptions,
  ) {}

  async post(request: SignedPost): Promise<PostOutcome> {
    try {
      const answer = await safeFetch(request.endpoint, {
        policy: this.policy,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': WEBHOOK_USER_AGENT,
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(request.secret, request.body, request.nowSeconds),
          'Deckmill-Event-Id': request.eventId,
        },
        body: request.body,
        maxRedirects: 0,
        maxBytes: WEBHOOK_MAX_RESPONSE_BYTES,
        timeoutMs: WEBHOOK_TIMEOUT_MS,
        extraCaCertificates: this.options.extraCaCertificates ?? [],
        resolveHost: this.options.resolveHost,
      });
      return { delivered: true, statusCode: answer.status };
    } catch (error) {
      if (!(error instanceof OutboundError)) throw error;
      // A 2xx is delivered however much the receiver says back; only the first 64 KiB are ever read.
      if (error.reason === 'too_large' && isSuccess(error.status)) {
        return { delivered: true, statusCode: error.status };
      }
      this.logger.debug(`Webhook ${request.eventId} not delivered: ${error.reason} (${error.message})`);
      return { delivered: false, statusCode: error.status ?? null, reason: error.reason };
    }
  }
}

function isSuccess(status: number | undefined): status is number {
  return status !== undefined && status >= 200 && status < 300;
}
