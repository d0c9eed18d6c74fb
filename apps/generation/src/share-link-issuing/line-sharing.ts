import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ShareLinkAccess, ShareLinkGate, ShareSettingsRequest } from '@deckmill/bus-contracts';
import { generationTables } from '../generation.tables';

interface StoredSettings {
  access: ShareLinkAccess;
  gate: ShareLinkGate;
  gateColumn: string | null;
  expiresAt: Date | null;
  keyColumn: string | null;
  drawAhead: boolean;
  notifyByEmail: boolean;
}

/**
 * A run again's links take the batch's settings (docs/sharing.md, "Living links"): the key column above all, so
 * the new run's rows are found by the earlier runs' links. A batch without links leaves the plan's default; an
 * expiry already past is dropped (the new links would be born expired).
 */
@Injectable()
export class LineSharing {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async settingsOf(batchId: string, now = new Date()): Promise<ShareSettingsRequest | undefined> {
    const [stored] = (await this.dataSource.query(
      `SELECT "access", "gate", "gate_column" AS "gateColumn", "expires_at" AS "expiresAt",
              "key_column" AS "keyColumn", "draw_ahead" AS "drawAhead",
              "notify_by_email" AS "notifyByEmail"
       FROM ${generationTables.share_settings} WHERE "batch_id" = $1`,
      [batchId],
    )) as StoredSettings[];
    if (!stored) return undefined;
    const expiresAt = stored.expiresAt && new Date(stored.expiresAt) > now ? stored.expiresAt : null;
    return {
      enabled: true,
      access: stored.access,
      gate: stored.gate,
      gateColumn: stored.gateColumn,
      expiresAt: expiresAt ? new Date(expiresAt).toISOString() : null,
      keyColumn: stored.keyColumn,
      drawAhead: stored.drawAhead,
      notifyByEmail: stored.notifyByEmail,
    };
  }
}
