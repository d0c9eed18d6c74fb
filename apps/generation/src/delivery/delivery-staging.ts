import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DeliveryContent, JobPayload } from '@deckmill/bus-contracts';
import { runSql, selectRows } from '@deckmill/database';
import { OutboxWriter } from '@deckmill/messaging';
import { generationTables } from '../generation.tables';
import { pdfName, RowCipher, ShareLinkCipher } from '../shared';

const { batches, batch_rows: rows, row_deliveries: deliveries, share_links: links } = generationTables;

/** A mail not yet handed to the mail service when its batch's decks were deleted (by the owner or expiry). */
export const DECKS_DELETED_DETAIL = 'The presentation was deleted before this mail was sent.';

export function deliveryMailId(batchId: string, rowNumber: number): string {
  return `delivery:${batchId}:${rowNumber}`;
}

/** Which due mails one call stages: every owner gets at most `perOwner` of them, `limit` in all. */
export interface StagingScope {
  readonly now: Date;
  readonly perOwner: number;
  readonly limit: number;
  /** Only this batch's mails (the batch that just queued them); all batches otherwise (the sweeper). */
  readonly batchId?: string;
}

interface DueMail {
  batchId: string;
  rowNumber: number;
  recipient: string;
  subject: string;
  body: string;
  sendAfter: Date;
  replyTo: string | null;
  fileName: string;
  outputKey: string | null;
  sizeBytes: number | null;
  pdfKey: string | null;
  pdfSizeBytes: number | null;
  ownerId: string;
  templateTeamId: number | null;
  /** Null for batches made before the choice: the files. */
  content: DeliveryContent | null;
  /** The row's personal link, when the batch has links. */
  linkId: string | null;
  tokenSealed: string | null;
}

function files(mail: DueMail): JobPayload<'mail.deliver-deck'>['files'] {
  const found: JobPayload<'mail.deliver-deck'>['files'] = [];
  const baseName = mail.fileName.split('/').pop() ?? mail.fileName;
  if (mail.pdfKey)
    found.push({ key: mail.pdfKey, fileName: pdfName(baseName), sizeBytes: mail.pdfSizeBytes ?? 0 });
  if (mail.outputKey) found.push({ key: mail.outputKey, fileName: baseName, sizeBytes: mail.sizeBytes ?? 0 });
  return found;
}

/**
 * Stages the `mail.deliver-deck` job of queued mails whose slot is due, in the caller's transaction: the mail
 * service gets a job only when it may send it, so no mail waits on the bus. Rows are claimed with
 * `FOR UPDATE SKIP LOCKED` and marked `staged_at`, so two replicas never stage one row (and the outbox's
 * message id `delivery:<batch>:<row>` would drop a second copy anyway).
 */
@Injectable()
export class DeliveryStaging {
  constructor(
    private readonly outbox: OutboxWriter,
    private readonly cipher: RowCipher,
    private readonly linkCipher: ShareLinkCipher,
  ) {}

  async stageDue(manager: EntityManager, scope: StagingScope): Promise<number> {
    const due = await this.claimDue(manager, scope);
    for (const sealed of due) {
      const attached = files(sealed);
      // A mail without its deck (deleted meanwhile) would say "here is your presentation" with nothing in it.
      if (attached.length === 0) {
        await runSql(
          manager,
          `UPDATE ${deliveries} SET "status" = 'skipped', "detail" = $3, "updated_at" = now()
            WHERE "batch_id" = $1 AND "row_number" = $2`,
          [sealed.batchId, sealed.rowNumber, DECKS_DELETED_DETAIL],
        );
        continue;
      }
      const mail = this.opened(sealed);
      await runSql(
        manager,
        `UPDATE ${deliveries} SET "staged_at" = $3 WHERE "batch_id" = $1 AND "row_number" = $2`,
        [mail.batchId, mail.rowNumber, scope.now],
      );
      const mailId = deliveryMailId(mail.batchId, mail.rowNumber);
      await this.outbox.stage(manager, {
        kind: 'job',
        key: 'mail.deliver-deck',
        payload: {
          mailId,
          batchId: mail.batchId,
          rowNumber: mail.rowNumber,
          to: mail.recipient,
          replyTo: mail.replyTo,
          subject: mail.subject,
          body: mail.body,
          files: attached,
          sendAfter: new Date(mail.sendAfter).toISOString(),
          ownerId: mail.ownerId,
          templateTeamId: mail.templateTeamId,
          ...this.linkOf(mail),
        },
        messageId: mailId,
      });
    }
    return due.length;
  }

  /**
   * A mail that carries the row's link gets its token, opened from the sealed copy: the mail service makes the
   * address. Without the row's link (never for a batch checked at creation) the mail falls back to the files.
   */
  private linkOf(mail: DueMail): Pick<JobPayload<'mail.deliver-deck'>, 'content' | 'shareToken'> {
    const content = mail.content ?? 'attachment';
    if (content === 'attachment' || mail.linkId === null || mail.tokenSealed === null) return {};
    return { content, shareToken: this.linkCipher.open('token', mail.linkId, mail.tokenSealed) };
  }

  /** The mail job is what the mail service needs to send it: its texts in clear (docs/security.md). */
  private opened(mail: DueMail): DueMail {
    const open = (column: 'recipient' | 'subject' | 'body') =>
      this.cipher.openMailText(column, mail.batchId, mail.rowNumber, mail[column]);
    return { ...mail, recipient: open('recipient'), subject: open('subject'), body: open('body') };
  }

  private claimDue(manager: EntityManager, scope: StagingScope): Promise<DueMail[]> {
    // The ranking picks each owner's oldest slots first; the outer query locks them, skipping rows another
    // replica holds, and re-checks (after the lock) that they are still unstaged.
    return selectRows<DueMail>(
      manager,
      `WITH due AS (
         SELECT "batch_id", "row_number" FROM (
           SELECT "batch_id", "row_number", "send_after",
                  row_number() OVER (PARTITION BY "owner_id" ORDER BY "send_after", "batch_id", "row_number") AS "turn"
           FROM ${deliveries}
           WHERE "status" = 'queued' AND "staged_at" IS NULL AND "send_after" <= $1
             AND ($4::uuid IS NULL OR "batch_id" = $4)
         ) AS ranked
         WHERE "turn" <= $2 ORDER BY "send_after" LIMIT $3
       )
       SELECT d."batch_id" AS "batchId", d."row_number" AS "rowNumber", d."recipient", d."subject", d."body",
              d."send_after" AS "sendAfter", b."delivery_reply_to" AS "replyTo", r."file_name" AS "fileName",
              -- A PDF-only batch's deck is an intermediate about to be deleted: never mail it.
              CASE WHEN 'pptx' = ANY(b."formats") THEN r."output_key" END AS "outputKey",
              r."size_bytes" AS "sizeBytes", r."pdf_key" AS "pdfKey", r."pdf_size_bytes" AS "pdfSizeBytes",
              b."owner_id" AS "ownerId", b."template_team_id" AS "templateTeamId",
              b."delivery_content" AS "content", l."id" AS "linkId", l."token_sealed" AS "tokenSealed"
       FROM due
       JOIN ${deliveries} AS d ON d."batch_id" = due."batch_id" AND d."row_number" = due."row_number"
       JOIN ${rows} AS r ON r."batch_id" = d."batch_id" AND r."row_number" = d."row_number"
       JOIN ${batches} AS b ON b."id" = d."batch_id"
       LEFT JOIN ${links} AS l ON l."batch_id" = d."batch_id" AND l."row_number" = d."row_number"
       WHERE d."status" = 'queued' AND d."staged_at" IS NULL
       ORDER BY d."send_after", d."batch_id", d."row_number"
       FOR UPDATE OF d SKIP LOCKED`,
      [scope.now, scope.perOwner, scope.limit, scope.batchId ?? null],
    );
  }
}
