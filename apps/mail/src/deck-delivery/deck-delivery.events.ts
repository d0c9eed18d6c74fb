import { Inject, Injectable, Logger } from '@nestjs/common';
import type { DeckDeliveryJob } from '@deckmill/bus-contracts';
import { MESSAGE_BUS, OnJob, type JobDelivery, type MessageBus, type Settlement } from '@deckmill/messaging';
import {
  DOWNLOAD_LINK_SIGNER,
  OBJECT_STORAGE,
  type DownloadLinkSigner,
  type ObjectStorage,
} from '@deckmill/storage';
import { MailClaims, MailTransport, type OutgoingMail, RETRY_WHILE_SENDING_MS } from '../delivery';
import { MAIL_OPTIONS, type MailOptions } from '../mail.options';
import { deckLink } from './deck-links';
import {
  attachesFiles,
  deckMailBody,
  DEFAULT_ATTACHMENT_MAX_BYTES,
  isPermanentRefusal,
  smtpAnswer,
  viewUrl,
  type DeckFile,
} from './deck-mail';

/**
 * SMTP retries of a deck mail, bounded to about an hour (5 s growing to 10 min; 11 tries, the last 59 min after
 * the first): each waiting retry is a delayed nak that holds one of the consumer's 1,000 ack-pending places, so a
 * day of them (as `mail.send` does) would let failing mails stall every other account's. Then the row `failed`.
 */
export const DECK_BACKOFF_MS = [5_000, 15_000, 30_000, 60_000, 120_000, 300_000, 600_000];
const DECK_SMTP_TRIES = 11;
/** Generation stages a job when its slot is due; a clock a little ahead here waits at most this, once. */
export const EARLY_WAIT_MAX_MS = 5_000;
/** The SMTP tries plus the one delivery an early arrival may spend waiting. */
export const DECK_MAX_DELIVER = DECK_SMTP_TRIES + 1;
const CLAIM_TEMPLATE = 'deliver-deck';
const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** A reason to give up at once that no retry can change. */
class UndeliverableDeck extends Error {}

/**
 * Mails a row's deck to its recipient: attached under DELIVERY_ATTACHMENT_MAX_MB, else a signed gateway
 * link valid 7 days whose every use is recorded; or the row's personal link instead of or beside them (`content`;
 * the token is never logged). Generation stages the job when the account's rate-limit slot (`sendAfter`) is due. A mailId is sent once (the claims
 * of `mail.send`). The outcome goes back to generation as an event: `mail.deck-delivered`, or
 * `mail.deck-delivery-failed` with the SMTP server's answer after a 5xx refusal or the last retry.
 */
@Injectable()
export class DeckDeliverySender {
  private readonly logger = new Logger('DeckDelivery');

  constructor(
    @Inject(MAIL_OPTIONS) private readonly options: MailOptions,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly claims: MailClaims,
    private readonly transport: MailTransport,
    @Inject(DOWNLOAD_LINK_SIGNER) private readonly links: DownloadLinkSigner,
  ) {}

  @OnJob('mail.deliver-deck', {
    durable: 'mail-deck-delivery',
    concurrency: 4,
    maxDeliver: DECK_MAX_DELIVER,
    backoffMs: DECK_BACKOFF_MS,
    // Streaming a 10 MB attachment to a slow SMTP server can outlast the default 30 s.
    ackWaitMs: 5 * 60_000,
  })
  onJob({ data, deliveryCount }: JobDelivery<'mail.deliver-deck'>): Promise<Settlement | void> {
    return this.deliverOrGiveUp(data, deliveryCount);
  }

  /**
   * On the last delivery every path ends in an outcome: a retry or an error there would dead-letter the job
   * silently and leave generation's row `queued` for ever.
   */
  async deliverOrGiveUp(job: DeckDeliveryJob, deliveryCount: number): Promise<Settlement | void> {
    const last = deliveryCount >= DECK_MAX_DELIVER;
    try {
      const settlement = await this.deliver(job, deliveryCount);
      if (!last || settlement?.kind !== 'retry') return settlement;
      this.logger.warn(`Deck mail ${job.mailId} was still waiting when its retries ran out`);
      return this.tellFailed(
        job,
        'Not sent: the mail was still waiting to be sent when its retries ran out.',
      );
    } catch (error) {
      if (!last) throw error;
      this.logger.warn(`Deck mail ${job.mailId} failed on its last try: ${smtpAnswer(error)}`);
      return this.tellFailed(job, smtpAnswer(error));
    }
  }

  async deliver(job: DeckDeliveryJob, deliveryCount: number): Promise<Settlement | void> {
    // Generation stages the job when its slot is due, so an early job only means clocks a little apart: it
    // waits a few seconds on its first delivery, never hours on the bus, and is sent after that.
    const waitMs = job.sendAfter ? Date.parse(job.sendAfter) - Date.now() : 0;
    if (waitMs > 0 && deliveryCount === 1)
      return { kind: 'retry', delayMs: Math.min(waitMs, EARLY_WAIT_MAX_MS) };
    const claim = await this.claims.claim(job.mailId, CLAIM_TEMPLATE);
    if (claim === 'being-sent') return { kind: 'retry', delayMs: RETRY_WHILE_SENDING_MS };
    // Sent before (a redelivery after a crash or a lost event): only the outcome is told again.
    if (claim === 'already-sent') return this.tellDelivered(job);
    try {
      await this.transport.deliver(await this.mail(job));
    } catch (error) {
      await this.claims.release(job.mailId);
      const final =
        error instanceof UndeliverableDeck || isPermanentRefusal(error) || deliveryCount >= DECK_MAX_DELIVER;
      if (!final) throw error;
      this.logger.warn(`Deck mail ${job.mailId} failed for good: ${smtpAnswer(error)}`);
      return this.tellFailed(job, smtpAnswer(error));
    }
    await this.claims.markSent(job.mailId);
    await this.tellDelivered(job);
  }

  private async mail(job: DeckDeliveryJob): Promise<OutgoingMail> {
    // "Here is your presentation" with nothing attached or linked is never sent.
    if (job.files.length === 0)
      throw new UndeliverableDeck('The presentation is no longer stored (it was deleted).');
    for (const file of job.files) {
      if (!(await this.storage.exists(file.key))) {
        throw new UndeliverableDeck('The presentation is no longer stored (it was deleted).');
      }
    }
    // The row's link instead of (`link`) or beside (`both`) the files; a job without its token sends the files.
    const view =
      job.shareToken && job.content !== 'attachment' ? viewUrl(this.options.appUrl, job.shareToken) : null;
    const filesToo = view === null || job.content === 'both';
    const attach =
      filesToo && attachesFiles(job.files, this.options.attachmentMaxBytes ?? DEFAULT_ATTACHMENT_MAX_BYTES);
    const links =
      attach || !filesToo
        ? []
        : await Promise.all(
            job.files.map(async (file) => ({
              fileName: file.fileName,
              url: await deckLink(
                { links: this.links, storage: this.storage, appUrl: this.options.appUrl },
                job,
                file,
              ),
            })),
          );
    const body = deckMailBody(job.body, links, view);
    return {
      mailId: job.mailId,
      to: job.to,
      subject: job.subject,
      text: body.text,
      html: body.html,
      ...(job.replyTo ? { replyTo: job.replyTo } : {}),
      ...(attach ? { attachments: await Promise.all(job.files.map((file) => this.attachment(file))) } : {}),
    };
  }

  private async attachment(file: DeckFile): Promise<NonNullable<OutgoingMail['attachments']>[number]> {
    const extension = file.fileName.split('.').pop()?.toLowerCase() ?? '';
    return {
      filename: file.fileName,
      content: await this.storage.getStream(file.key),
      ...(CONTENT_TYPES[extension] ? { contentType: CONTENT_TYPES[extension] } : {}),
    };
  }

  private async tellDelivered(job: DeckDeliveryJob): Promise<void> {
    await this.bus.publishEvent(
      'mail.deck-delivered',
      { ...outcome(job), occurredAt: new Date().toISOString() },
      { messageId: `mail.deck-delivered:${job.mailId}` },
    );
  }

  private async tellFailed(job: DeckDeliveryJob, reason: string): Promise<void> {
    await this.bus.publishEvent(
      'mail.deck-delivery-failed',
      { ...outcome(job), reason, occurredAt: new Date().toISOString() },
      { messageId: `mail.deck-delivery-failed:${job.mailId}` },
    );
  }
}

function outcome(job: DeckDeliveryJob) {
  return { mailId: job.mailId, batchId: job.batchId, rowNumber: job.rowNumber, recipient: job.to };
}
