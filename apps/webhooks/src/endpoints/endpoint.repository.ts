import { Injectable } from '@nestjs/common';
import type { Repository } from 'typeorm';
import { InjectRepository, selectRows } from '@deckmill/database';
import { webhooksTables } from '../webhooks.tables';
import { WebhookEndpoint } from './entities/webhook-endpoint.entity';

export interface NewEndpoint {
  id: string;
  ownerUserId: string;
  endpoint: string;
  description: string;
  eventTypes: string[];
  secretCiphertext: string;
  createdAt: Date;
  idempotencyKey: string | null;
  requestFingerprint: string | null;
}

/** How long an Idempotency-Key is honoured (issue 16: 24 hours, as on batches and templates). */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** The endpoints aggregate: reads by owner, and the steps whose guarantee needs one statement. */
@Injectable()
export class EndpointRepository {
  constructor(@InjectRepository(WebhookEndpoint) private readonly endpoints: Repository<WebhookEndpoint>) {}

  listOwned(ownerUserId: string): Promise<WebhookEndpoint[]> {
    return this.endpoints.find({ where: { ownerUserId }, order: { createdAt: 'ASC' } });
  }

  /** The owner's endpoint, or null for a missing one and for anyone else's alike. */
  findOwned(ownerUserId: string, id: string): Promise<WebhookEndpoint | null> {
    return this.endpoints.findOneBy({ id, ownerUserId });
  }

  /** Any endpoint by id, for the delivery worker (which acts for the owner that registered it). */
  findById(id: string): Promise<WebhookEndpoint | null> {
    return this.endpoints.findOneBy({ id });
  }

  /** Inserts unless the owner already has `limit` endpoints (count and insert in one statement). */
  async insertWithinLimit(row: NewEndpoint, limit: number): Promise<boolean> {
    const inserted = await selectRows<{ id: string }>(
      this.endpoints.manager,
      `INSERT INTO ${webhooksTables.endpoints}
         ("id", "owner_user_id", "endpoint", "description", "event_types", "secret_ciphertext", "created_at",
          "idempotency_key", "request_fingerprint")
       SELECT $1::uuid, $2::uuid, $3::text, $4::text, $5::text[], $6::text, $7::timestamptz, $9::varchar, $10::varchar
       WHERE (SELECT count(*) FROM ${webhooksTables.endpoints} WHERE "owner_user_id" = $2::uuid) < $8::int
       RETURNING "id"`,
      [
        row.id,
        row.ownerUserId,
        row.endpoint,
        row.description,
        row.eventTypes,
        row.secretCiphertext,
        row.createdAt,
        limit,
        row.idempotencyKey,
        row.requestFingerprint,
      ],
    );
    return inserted.length === 1;
  }

  /** The endpoint the owner registered with this Idempotency-Key, null when none (released after 24 hours). */
  async madeWithKey(ownerUserId: string, key: string): Promise<WebhookEndpoint | null> {
    await selectRows(
      this.endpoints.manager,
      `UPDATE ${webhooksTables.endpoints} SET "idempotency_key" = NULL
       WHERE "owner_user_id" = $1 AND "idempotency_key" = $2 AND "created_at" <= now() - make_interval(hours => $3)
       RETURNING "id"`,
      [ownerUserId, key, IDEMPOTENCY_KEY_HOURS],
    );
    return this.endpoints.findOneBy({ ownerUserId, idempotencyKey: key });
  }

  save(endpoint: WebhookEndpoint): Promise<WebhookEndpoint> {
    return this.endpoints.save(endpoint);
  }

  async deleteOwned(ownerUserId: string, id: string): Promise<boolean> {
    const result = await this.endpoints.delete({ id, ownerUserId });
    return (result.affected ?? 0) > 0;
  }

  async deleteAllOwned(ownerUserId: string): Promise<void> {
    await this.endpoints.delete({ ownerUserId });
  }

  /** The owner's enabled endpoints that subscribed to `eventType`. */
  subscribers(ownerUserId: string, eventType: string): Promise<WebhookEndpoint[]> {
    return this.endpoints
      .createQueryBuilder('endpoint')
      .where('endpoint.ownerUserId = :ownerUserId', { ownerUserId })
      .andWhere('endpoint.disabledAt IS NULL')
      .andWhere(':eventType = ANY(endpoint.eventTypes)', { eventType })
      .orderBy('endpoint.createdAt', 'ASC')
      .getMany();
  }
}
