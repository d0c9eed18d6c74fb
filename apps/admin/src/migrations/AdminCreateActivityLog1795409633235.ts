import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';
import type { ActivityEntry } from '@deckmill/bus-contracts';
import { entryHash, GENESIS_HASH } from '../audit';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface LegacyRow {
  id: string;
  actor_id: string;
  actor_email: string;
  action: 'user.updated' | 'user.deleted';
  target_id: string;
  target_email: string | null;
  changes: Record<string, unknown>;
  created_at: Date;
}

/**
 * The audit trail (docs/audit.md). `activity_log` holds the entries (append-only; unique per chain
 * and seq, and per delivered event), `activity_chains` each chain's head (appends lock it) and anchor. The
 * operator actions of `audit_entries` move into the trail, on their user's chain in the order they were
 * made, and that table goes.
 */
export class AdminCreateActivityLog1795409633235 implements MigrationInterface {
  name = 'AdminCreateActivityLog1795409633235';

  async up(runner: QueryRunner): Promise<void> {
    const s = quoteIdent(serviceSchema('admin'));
    await runner.query(`
      CREATE TABLE ${s}."activity_log" (
        "id" uuid PRIMARY KEY,
        "chain" text NOT NULL,
        "seq" bigint NOT NULL CHECK ("seq" > 0),
        "action" text NOT NULL,
        "actor_kind" text NOT NULL CHECK ("actor_kind" IN ('user', 'api_key', 'operator', 'system')),
        "actor_user_id" uuid,
        "actor_email" text,
        "actor_api_key_id" text,
        "target_type" text NOT NULL,
        "target_id" text NOT NULL,
        "target_label" text,
        "user_id" uuid,
        "team_id" integer,
        "origin_ip" text,
        "origin_user_agent" text,
        "request_id" text,
        "details" jsonb NOT NULL,
        "occurred_at" timestamptz NOT NULL,
        "recorded_at" timestamptz NOT NULL,
        "prev_hash" text NOT NULL,
        "hash" text NOT NULL,
        "source_key" text NOT NULL,
        CONSTRAINT "activity_log_chain_seq_key" UNIQUE ("chain", "seq"),
        CONSTRAINT "activity_log_source_key_key" UNIQUE ("source_key")
      )`);
    // The list's scopes and filters, each newest first (keyset on occurred_at, id).
    await runner.query(
      `CREATE INDEX "activity_log_user_idx" ON ${s}."activity_log" ("user_id", "occurred_at" DESC, "id" DESC)`,
    );
    await runner.query(
      `CREATE INDEX "activity_log_team_idx" ON ${s}."activity_log" ("team_id", "occurred_at" DESC, "id" DESC)`,
    );
    await runner.query(
      `CREATE INDEX "activity_log_time_idx" ON ${s}."activity_log" ("occurred_at" DESC, "id" DESC)`,
    );
    await runner.query(
      `CREATE INDEX "activity_log_actor_idx" ON ${s}."activity_log" ("actor_user_id", "occurred_at" DESC)`,
    );
    await runner.query(
      `CREATE INDEX "activity_log_action_idx" ON ${s}."activity_log" ("action", "occurred_at" DESC)`,
    );
    await runner.query(`
      CREATE TABLE ${s}."activity_chains" (
        "chain" text PRIMARY KEY,
        "last_seq" bigint NOT NULL,
        "last_hash" text NOT NULL,
        "anchor_seq" bigint NOT NULL,
        "anchor_hash" text NOT NULL,
        "owner_user_id" uuid
      )`);
    await copyOperatorActions(runner, s);
    await runner.query(`DROP TABLE ${s}."audit_entries"`);
  }

  async down(runner: QueryRunner): Promise<void> {
    const s = quoteIdent(serviceSchema('admin'));
    await runner.query(`
      CREATE TABLE ${s}."audit_entries" (
        "id" uuid PRIMARY KEY,
        "actor_id" uuid NOT NULL,
        "actor_email" text NOT NULL,
        "action" text NOT NULL CHECK ("action" IN ('user.updated', 'user.deleted')),
        "target_id" text NOT NULL,
        "target_email" text,
        "changes" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL
      )`);
    await runner.query(`CREATE INDEX "audit_entries_created_at_idx" ON ${s}."audit_entries" ("created_at")`);
    await runner.query(`DROP TABLE ${s}."activity_chains"`);
    await runner.query(`DROP TABLE ${s}."activity_log"`);
  }
}

/** Each operator action as an entry of its user's chain, oldest first, hashed like any other. */
async function copyOperatorActions(runner: QueryRunner, s: string): Promise<void> {
  const rows = (await runner.query(
    `SELECT * FROM ${s}."audit_entries" ORDER BY "created_at", "id"`,
  )) as LegacyRow[];
  const heads = new Map<string, { seq: number; hash: string; owner: string | null }>();
  for (const row of rows) {
    const userId = UUID.test(row.target_id) ? row.target_id : null;
    const chain = `user:${row.target_id}`;
    const head = heads.get(chain) ?? { seq: 0, hash: GENESIS_HASH, owner: userId };
    const at = new Date(row.created_at).toISOString();
    const fields: Omit<ActivityEntry, 'hash'> = {
      id: row.id,
      chain,
      seq: head.seq + 1,
      action: row.action === 'user.updated' ? 'user.updated_by_operator' : 'user.deleted_by_operator',
      actor: { kind: 'operator', userId: row.actor_id, email: row.actor_email, apiKeyId: null },
      target: { type: 'user', id: row.target_id, label: row.target_email },
      userId,
      teamId: null,
      origin: { ip: null, userAgent: null, requestId: null },
      details: { changes: row.changes },
      occurredAt: at,
      recordedAt: at,
    };
    const hash = entryHash(head.hash, fields);
    await runner.query(
      `INSERT INTO ${s}."activity_log" ("id", "chain", "seq", "action", "actor_kind", "actor_user_id",
         "actor_email", "actor_api_key_id", "target_type", "target_id", "target_label", "user_id", "team_id",
         "origin_ip", "origin_user_agent", "request_id", "details", "occurred_at", "recorded_at", "prev_hash",
         "hash", "source_key")
       VALUES ($1, $2, $3, $4, 'operator', $5, $6, NULL, 'user', $7, $8, $9, NULL, NULL, NULL, NULL,
         $10::jsonb, $11, $11, $12, $13, $14)`,
      [
        fields.id,
        chain,
        fields.seq,
        fields.action,
        row.actor_id,
        row.actor_email,
        row.target_id,
        row.target_email,
        userId,
        JSON.stringify(fields.details),
        at,
        head.hash,
        hash,
        `audit_entries#${row.id}`,
      ],
    );
    heads.set(chain, { seq: fields.seq, hash, owner: head.owner });
  }
  for (const [chain, head] of heads) {
    await runner.query(
      `INSERT INTO ${s}."activity_chains" ("chain", "last_seq", "last_hash", "anchor_seq", "anchor_hash",
         "owner_user_id") VALUES ($1, $2, $3, 0, $4, $5)`,
      [chain, head.seq, head.hash, GENESIS_HASH, head.owner],
    );
  }
}
