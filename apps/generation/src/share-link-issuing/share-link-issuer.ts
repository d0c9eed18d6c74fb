import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  DomainErrors,
  isMailAddress,
  type ShareLinkAccess,
  type ShareLinkGate,
  type ShareSettingsRequest,
  type SubscriptionTier,
} from '@deckmill/bus-contracts';
import { DomainException, OutboxWriter } from '@deckmill/messaging';
import { fieldValue, hasColumn } from '../delivery';
import { generationTables } from '../generation.tables';
import { ShareLinkCipher } from '../shared';
import { shareTokenSupply, shareTokenHash } from './share-tokens';

/** A batch's links as decided at creation, before anything is stored. */
export interface PlannedSharing {
  readonly access: ShareLinkAccess;
  readonly gate: ShareLinkGate;
  readonly gateColumn: string | null;
  readonly expiresAt: Date | null;
  /** E-mail the owner when a deck is viewed (docs/sharing.md, "Notices"); absent: no. */
  readonly notifyByEmail?: boolean;
  /** Living links: the column naming a row across the line's runs (null: none). */
  readonly keyColumn: string | null;
  /** Draw each deck's slides once it is made. */
  readonly drawAhead: boolean;
  /**
   * Per row, its address in the gate column (null without one) and its value in the key column (null without
   * one, or empty); the key is only ever stored as its keyed hash.
   */
  readonly rows: readonly {
    readonly row: number;
    readonly email: string | null;
    readonly key: string | null;
  }[];
}

/** The batch the links are made for, as the audit trail names it. */
export interface LinkedBatch {
  readonly id: string;
  readonly ownerId: string;
  readonly templateTeamId: number | null;
  readonly name: string;
}

/** On by default for paid plans: a free plan's batch has links only when asked for. */
export function sharingByDefault(tier: SubscriptionTier): boolean {
  return tier !== 'free';
}

function invalid(field: string, message: string): DomainException {
  return new DomainException(
    DomainErrors.invalid(`invalid_${field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`, field, message),
  );
}

/**
 * Gives each deck of a new batch its personal link: checked before the batch is reserved, stored in the
 * batch's own transaction, so a batch never exists with half its links.
 */
@Injectable()
export class ShareLinkIssuer {
  constructor(
    private readonly cipher: ShareLinkCipher,
    private readonly outbox: OutboxWriter,
  ) {}

  plan(
    request: ShareSettingsRequest | undefined,
    tier: SubscriptionTier,
    rows: readonly { readonly row: number; readonly fields: Readonly<Record<string, string>> }[],
  ): PlannedSharing | null {
    if (!(request?.enabled ?? sharingByDefault(tier))) return null;
    const expiresAt = request?.expiresAt ? new Date(request.expiresAt) : null;
    if (expiresAt && expiresAt.getTime() <= Date.now()) {
      throw invalid('shareExpiresAt', 'Choose an expiry date in the future.');
    }
    const gate = request?.gate ?? 'none';
    const gateColumn = request?.gateColumn?.trim() || null;
    if (gate === 'email_match' && !gateColumn) {
      throw invalid('shareGateColumn', 'Choose the column with each recipient\u2019s e-mail address.');
    }
    if (
      gateColumn &&
      !hasColumn(
        rows.map((row) => row.fields),
        gateColumn,
      )
    ) {
      throw invalid('shareGateColumn', `The data has no column named "${gateColumn}".`);
    }
    const keyColumn = request?.keyColumn?.trim() || null;
    if (
      keyColumn &&
      !hasColumn(
        rows.map((row) => row.fields),
        keyColumn,
      )
    ) {
      throw invalid('shareKeyColumn', `The data has no column named "${keyColumn}".`);
    }
    return {
      access: request?.access ?? 'view_only',
      gate,
      gateColumn,
      expiresAt,
      notifyByEmail: request?.notifyByEmail ?? false,
      keyColumn,
      drawAhead: request?.drawAhead ?? false,
      rows: rows.map(({ row, fields }) => {
        const email = gateColumn ? (fieldValue(fields, gateColumn) ?? '').trim() : '';
        const key = keyColumn ? (fieldValue(fields, keyColumn) ?? '').trim() : '';
        return { row, email: isMailAddress(email) ? email : null, key: key === '' ? null : key };
      }),
    };
  }

  /** Stores the batch's settings and one link per row, tokens hashed and sealed, and the audit trail's record. */
  async store(manager: EntityManager, batch: LinkedBatch, planned: PlannedSharing): Promise<void> {
    const batchId = batch.id;
    await manager.query(
      `INSERT INTO ${generationTables.share_settings}
         ("batch_id", "access", "gate", "gate_column", "expires_at", "key_column", "draw_ahead", "notify_by_email")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        batchId,
        planned.access,
        planned.gate,
        planned.gateColumn,
        planned.expiresAt,
        planned.keyColumn,
        planned.drawAhead,
        planned.notifyByEmail ?? false,
      ],
    );
    const ids: string[] = [];
    const numbers: number[] = [];
    const hashes: string[] = [];
    const tokens: string[] = [];
    const emails: (string | null)[] = [];
    const keyHashes: (string | null)[] = [];
    const newToken = shareTokenSupply(planned.rows.length);
    for (const { row, email, key } of planned.rows) {
      const id = randomUUID();
      const token = newToken();
      ids.push(id);
      numbers.push(row);
      hashes.push(shareTokenHash(token));
      tokens.push(this.cipher.seal('token', id, token));
      emails.push(email === null ? null : this.cipher.seal('email', id, email));
      keyHashes.push(key === null ? null : this.cipher.keyHash(key));
    }
    await manager.query(
      `INSERT INTO ${generationTables.share_links}
         ("id", "batch_id", "row_number", "token_hash", "token_sealed", "email_sealed", "access", "gate", "expires_at",
          "key_hash")
       SELECT l.id, $1, l.row_number, l.token_hash, l.token_sealed, l.email_sealed, $7, $8, $9, l.key_hash
       FROM unnest($2::uuid[], $3::int[], $4::text[], $5::text[], $6::text[], $10::text[])
         AS l(id, row_number, token_hash, token_sealed, email_sealed, key_hash)`,
      [
        batchId,
        ids,
        numbers,
        hashes,
        tokens,
        emails,
        planned.access,
        planned.gate,
        planned.expiresAt,
        keyHashes,
      ],
    );
    await this.outbox.stage(manager, {
      kind: 'event',
      key: 'share_links.created',
      payload: {
        batchId,
        ownerId: batch.ownerId,
        templateTeamId: batch.templateTeamId,
        name: batch.name,
        count: ids.length,
        occurredAt: new Date().toISOString(),
      },
      messageId: `share_links.created:${batchId}`,
    });
  }
}
