import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  DomainErrors,
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  type WebhookData,
  type WebhookEventType,
} from '@deckmill/bus-contracts';
import { DomainException, type RpcPayload } from '@deckmill/messaging';
import { newWebhookSecret } from '@deckmill/outbound';
import { Clock, SecretBox, WebhookErrors } from '../../../shared';
import { EndpointAccess } from '../../endpoint-access';
import { EndpointRepository } from '../../endpoint.repository';
import { EndpointUrlRules } from '../../endpoint-url-rules';
import { presentEndpoint } from '../../present-endpoint';

export interface EndpointWithSecret {
  webhook: WebhookData;
  secret: string;
}

/**
 * Registers an endpoint for the actor or a team they administer (at most MAX_WEBHOOK_ENDPOINTS per user and
 * per team); the secret is answered this once.
 */
@Injectable()
export class CreateEndpointUseCase {
  constructor(
    private readonly endpoints: EndpointRepository,
    private readonly access: EndpointAccess,
    private readonly urls: EndpointUrlRules,
    private readonly secrets: SecretBox,
    private readonly clock: Clock,
  ) {}

  async execute(input: RpcPayload<'webhooks.create'>): Promise<EndpointWithSecret> {
    const owner = await this.access.ownerFor(input.actorId, input.teamId);
    // Before the checks: a retry answers what the first request made even at the endpoint limit.
    const replayed = await this.replay(input);
    if (replayed) return replayed;
    const description = checkedDescription(input.description);
    const eventTypes = checkedEventTypes(input.eventTypes);
    const endpoint = await this.urls.checked(input.endpoint);
    const secret = newWebhookSecret();
    const row = {
      id: randomUUID(),
      owner,
      endpoint,
      description,
      eventTypes,
      secretCiphertext: this.secrets.seal(secret),
      createdAt: this.clock.now(),
      idempotencyKey: input.idempotencyKey ?? null,
      // The key is the caller's, whoever owns the endpoint (a team's has no owning user).
      idempotencyUserId: input.idempotencyKey ? input.actorId : null,
      requestFingerprint: input.idempotencyKey ? (input.requestFingerprint ?? '') : null,
    };
    let inserted: boolean;
    try {
      inserted = await this.endpoints.insertWithinLimit(row, MAX_WEBHOOK_ENDPOINTS);
    } catch (error) {
      // A concurrent request with the same Idempotency-Key registered its endpoint first: answer that one.
      const winner = isKeyTaken(error) ? await this.replay(input) : null;
      if (winner) return winner;
      throw error;
    }
    if (!inserted) throw WebhookErrors.limitReached(MAX_WEBHOOK_ENDPOINTS);
    const stored = {
      ...row,
      ownerUserId: owner.kind === 'user' ? owner.userId : null,
      ownerTeamId: owner.kind === 'team' ? owner.teamId : null,
      disabledAt: null,
      rotationKey: null,
      rotationUserId: null,
      rotatedAt: null,
    };
    return { webhook: presentEndpoint(stored), secret };
  }

  /**
   * The endpoint an earlier request with this Idempotency-Key registered, with its signing secret;
   * the key with another request is a conflict, `idempotency_key_reused`.
   */
  private async replay(input: RpcPayload<'webhooks.create'>): Promise<EndpointWithSecret | null> {
    if (!input.idempotencyKey) return null;
    const made = await this.endpoints.madeWithKey(input.actorId, input.idempotencyKey);
    if (!made) return null;
    if ((made.requestFingerprint ?? '') !== (input.requestFingerprint ?? '')) {
      throw new DomainException(
        DomainErrors.conflict(
          'idempotency_key_reused',
          'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
        ),
      );
    }
    if (made.rotatedAt !== null) {
      // The secret the first answer showed no longer signs, and its replacement was shown to whoever rotated
      // it: a replay may not show it a second time.
      throw new DomainException(
        DomainErrors.conflict(
          'idempotency_key_reused',
          'The endpoint this Idempotency-Key registered has had its secret rotated since; its secret is not shown again.',
        ),
      );
    }
    return { webhook: presentEndpoint(made), secret: this.secrets.open(made.secretCiphertext) };
  }
}

export function checkedDescription(raw: string): string {
  const description = raw.trim();
  if (description.length > WEBHOOK_DESCRIPTION_MAX_LENGTH) {
    throw WebhookErrors.field(
      'description_too_long',
      'description',
      `Description is too long (at most ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters).`,
    );
  }
  return description;
}

/** At least one type, each once, in a stable order. */
export function checkedEventTypes(types: readonly WebhookEventType[]): WebhookEventType[] {
  if (types.length === 0)
    throw WebhookErrors.field('no_event_types', 'eventTypes', 'Choose at least one event.');
  return [...new Set(types)].sort();
}

/** The unique index on (owner, key) refused a second endpoint: a concurrent request with the key won. */
function isKeyTaken(error: unknown): boolean {
  const driverError =
    (error as { driverError?: { code?: string; constraint?: string } }).driverError ?? error;
  const { code, constraint } = driverError as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'endpoints_owner_idempotency_key';
}
