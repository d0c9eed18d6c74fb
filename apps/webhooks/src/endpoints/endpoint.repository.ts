import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { runSql, selectRows } from '@deckmill/database';
import { webhooksTables } from '../webhooks.tables';
import { WebhookEndpoint } from './entities/webhook-endpoint.entity';

/** Whose endpoints: a user's own, or a team's. */
export type EndpointOwner = { kind: 'user'; userId: string } | { kind: 'team'; teamId: number };

export interface NewEndpoint {
  id: string;
  owner: EndpointOwner;
  endpoint: string;
  description: string;
  eventTypes: string[];
  secretCiphertext: string;
  createdAt: Date;
  idempotencyKey: string | null;
  idempotencyUserId: string | null;
  requestFingerprint: string | null;
}

function ownerWhere(owner: EndpointOwner): { ownerUserId: string } | { ownerTeamId: number } {
  return owner.kind === 'user' ? { ownerUserId: owner.userId } : { ownerTeamId: owner.teamId };
}

/** How long an Idempotency-Key is honoured (24 hours, as on batches and templates). */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** The endpoints aggregate: reads by owner, and the steps whose guarantee needs one transaction. */
@Injectable()
export class EndpointRepository {
  constructor(@InjectRepository(WebhookEndpoint) private readonly endpoints: Repository<WebhookEndpoint>) {}

  listOwned(owner: EndpointOwner): Promise<WebhookEndpoint[]> {
    return this.endpoints.find({ where: ownerWhere(owner), order: { createdAt: 'ASC' } });
  }

  /** Any endpoint by id (callers decide who may manage it; the delivery worker acts for its owner). */
  findById(id: string): Promise<WebhookEndpoint | null> {
    return this.endpoints.findOneBy({ id });
  }

  /**
   * Inserts unless the owner already has `limit` endpoints. The owner's transaction-scoped advisory lock makes
   * count-then-insert atomic: without it two concurrent creates both count limit - 1 and both insert.
   */
  async insertWithinLimit(row: NewEndpoint, limit: number): Promise<boolean> {
    const ownerUserId = row.owner.kind === 'user' ? row.owner.userId : null;
    const ownerTeamId = row.owner.kind === 'team' ? row.owner.teamId : null;
    const lockKey = ownerUserId
      ? `webhooks.endpoints:user:${ownerUserId}`
      : `webhooks.endpoints:team:${ownerTeamId}`;
    return this.endpoints.manager.transaction(async (manager) => {
      await runSql(manager, `SELECT pg_advisory_xact_lock(hashtextextended($1::text, 0))`, [lockKey]);
      const inserted = await selectRows<{ id: string }>(
        manager,
        `INSERT INTO ${webhooksTables.endpoints}
           ("id", "owner_user_id", "owner_team_id", "endpoint", "description", "event_types",
            "secret_ciphertext", "created_at", "idempotency_key", "request_fingerprint", "idempotency_user_id")
         SELECT $1::uuid, $2::uuid, $3::integer, $4::text, $5::text, $6::text[], $7::text, $8::timestamptz,
                $10::varchar, $11::varchar, $12::uuid
         WHERE (SELECT count(*) FROM ${webhooksTables.endpoints}
                WHERE "owner_user_id" IS NOT DISTINCT FROM $2::uuid
                  AND "owner_team_id" IS NOT DISTINCT FROM $3::integer) < $9::int
         RETURNING "id"`,
        [
          row.id,
          ownerUserId,
          ownerTeamId,
          row.endpoint,
          row.description,
          row.eventTypes,
          row.secretCiphertext,
          row.createdAt,
          limit,
          row.idempotencyKey,
          row.requestFingerprint,
          row.idempotencyUserId,
        ],
      );
      return inserted.length === 1;
    });
  }

  /** The endpoint the owner registered with this Idempotency-Key, null when none (released after 24 hours). */
  async madeWithKey(userId: string, key: string): Promise<WebhookEndpoint | null> {
    await selectRows(
      this.endpoints.manager,
      `UPDATE ${webhooksTables.endpoints} SET "idempotency_key" = NULL
       WHERE "idempotency_user_id" = $1 AND "idempotency_key" = $2
         AND "created_at" <= now() - make_interval(hours => $3)
       RETURNING "id"`,
      [userId, key, IDEMPOTENCY_KEY_HOURS],
    );
    return this.endpoints.findOneBy({ idempotencyUserId: userId, idempotencyKey: key });
  }

  /**
   * Whether the user sent this Idempotency-Key within 24 hours for another request: a create, or the rotation of
   * another endpoint (a key names one request).
   */
  async keyUsedElsewhere(userId: string, key: string, endpointId: string): Promise<boolean> {
    if (await this.madeWithKey(userId, key)) return true;
    const rotated = await selectRows<{ id: string }>(
      this.endpoints.manager,
      `SELECT "id" FROM ${webhooksTables.endpoints}
       WHERE "rotation_user_id" = $1 AND "rotation_key" = $2 AND "id" <> $3
         AND "rotated_at" > now() - make_interval(hours => $4)
       LIMIT 1`,
      [userId, key, endpointId, IDEMPOTENCY_KEY_HOURS],
    );
    return rotated.length > 0;
  }

  /**
   * Replaces the endpoint's secret under a row lock, unless `idempotency` names the key of its last rotation
   * (within 24 hours): then that rotation's secret stands, and a concurrent retry waits for the lock and sees it.
   */
  async rotateSecret(
    id: string,
    sealNewSecret: () => string,
    idempotency: { key: string; userId: string } | null,
  ): Promise<WebhookEndpoint> {
    return this.endpoints.manager.transaction(async (manager) => {
      const endpoint = await manager.findOneOrFail(WebhookEndpoint, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      const since = Date.now() - IDEMPOTENCY_KEY_HOURS * 3_600_000;
      const replay =
        idempotency !== null &&
        endpoint.rotationKey === idempotency.key &&
        endpoint.rotationUserId === idempotency.userId &&
        (endpoint.rotatedAt?.getTime() ?? 0) > since;
      if (replay) return endpoint;
      endpoint.secretCiphertext = sealNewSecret();
      endpoint.rotationKey = idempotency?.key ?? null;
      endpoint.rotationUserId = idempotency?.userId ?? null;
      endpoint.rotatedAt = new Date();
      return manager.save(endpoint);
    });
  }

  save(endpoint: WebhookEndpoint): Promise<WebhookEndpoint> {
    return this.endpoints.save(endpoint);
  }

  async deleteById(id: string): Promise<boolean> {
    const result = await this.endpoints.delete({ id });
    return (result.affected ?? 0) > 0;
  }

  async deleteAllOwned(owner: EndpointOwner): Promise<void> {
    await this.endpoints.delete(ownerWhere(owner));
  }

  /**
   * The enabled endpoints subscribed to `eventType` that hear a batch: the batch owner's own, and the team's
   * when its template is shared with one.
   */
  subscribers(ownerUserId: string, teamId: number | null, eventType: string): Promise<WebhookEndpoint[]> {
    const query = this.endpoints
      .createQueryBuilder('endpoint')
      .where(
        teamId === null
          ? 'endpoint.ownerUserId = :ownerUserId'
          : '(endpoint.ownerUserId = :ownerUserId OR endpoint.ownerTeamId = :teamId)',
        { ownerUserId, teamId },
      )
      .andWhere('endpoint.disabledAt IS NULL')
      .andWhere(':eventType = ANY(endpoint.eventTypes)', { eventType });
    return query.orderBy('endpoint.createdAt', 'ASC').getMany();
  }

  /** The enabled endpoints of exactly this owner subscribed to `eventType` (the audit stream's tenancy). */
  ownedSubscribers(owner: EndpointOwner, eventType: string): Promise<WebhookEndpoint[]> {
    return this.endpoints
      .createQueryBuilder('endpoint')
      .where(
        owner.kind === 'user' ? 'endpoint.ownerUserId = :userId' : 'endpoint.ownerTeamId = :teamId',
        owner.kind === 'user' ? { userId: owner.userId } : { teamId: owner.teamId },
      )
      .andWhere('endpoint.disabledAt IS NULL')
      .andWhere(':eventType = ANY(endpoint.eventTypes)', { eventType })
      .orderBy('endpoint.createdAt', 'ASC')
      .getMany();
  }
}
