import { Inject, Injectable, Logger } from '@nestjs/common';
import type { MailJob, MailJobV1 } from '@deckmill/bus-contracts';
import { OnJob, type JobDelivery, type Settlement } from '@deckmill/messaging';
import { MailClaims } from './mail-claims';
import { MailTransport } from './mail-transport';
import { renderMail, renderMailV1, type RenderedMail } from './render-mail';
import { MAIL_OPTIONS, type MailOptions } from '../mail.options';

/** Consumes `mail.send` v2 (links as targets). */
export const MAIL_SENDER_DURABLE = 'mail-sender';
/**
 * Consumes the v1 jobs still queued at the upgrade, for one release. It keeps the name from when identity hosted
 * the sender, so the consumer JetStream already has (filtered on v1) goes on unchanged: a work queue refuses two
 * durables on one subject, and v1 and v2 are different subjects (docs/decisions.md).
 */
export const MAIL_SENDER_V1_DURABLE = 'identity-mail-sender';
export const RETRY_WHILE_SENDING_MS = 10_000;
/**
 * An SMTP outage must not dead-letter mail within a minute (the bus default): retry within seconds first, then
 * doubling to hourly, for about a day (32 redeliveries, the last one 24.3 h after the first delivery).
 */
export const MAIL_BACKOFF_MS = [
  5_000, 15_000, 30_000, 60_000, 120_000, 300_000, 600_000, 1_200_000, 2_400_000, 3_600_000,
];
export const MAIL_MAX_DELIVER = 33;

/**
 * The mail sender: consumes `mail.send` jobs from every service, renders the template and delivers it.
 * A mailId already sent is acknowledged without sending again (redeliveries, duplicate enqueues); a failed
 * delivery gives its claim back and throws, so the bus retries it with backoff.
 */
@Injectable()
export class MailSender {
  private readonly logger = new Logger('MailSender');

  constructor(
    @Inject(MAIL_OPTIONS) private readonly options: MailOptions,
    private readonly claims: MailClaims,
    private readonly transport: MailTransport,
  ) {}

  @OnJob('mail.send', {
    durable: MAIL_SENDER_DURABLE,
    concurrency: 4,
    maxDeliver: MAIL_MAX_DELIVER,
    backoffMs: MAIL_BACKOFF_MS,
  })
  onMailJob({ data }: JobDelivery<'mail.send'>): Promise<Settlement | void> {
    return this.send(data);
  }

  @OnJob('mail.send.v1', {
    durable: MAIL_SENDER_V1_DURABLE,
    concurrency: 1,
    maxDeliver: MAIL_MAX_DELIVER,
    backoffMs: MAIL_BACKOFF_MS,
  })
  onMailJobV1({ data }: JobDelivery<'mail.send.v1'>): Promise<Settlement | void> {
    return this.deliverOnce(data, () => renderMailV1(data, this.options.appUrl));
  }

  /** Sends a job's mail unless this mailId was sent already; retried later while another delivery sends it. */
  send(job: MailJob): Promise<Settlement | void> {
    return this.deliverOnce(job, () => renderMail(job, this.options.appUrl));
  }

  private async deliverOnce(
    job: MailJob | MailJobV1,
    render: () => RenderedMail,
  ): Promise<Settlement | void> {
    let rendered: RenderedMail;
    try {
      rendered = render();
    } catch (error) {
      // A job that cannot be rendered never will be: straight to the dead letters, with the reason.
      return { kind: 'reject', reason: error instanceof Error ? error.message : String(error) };
    }
    const claim = await this.claims.claim(job.mailId, job.template);
    if (claim === 'already-sent') return;
    if (claim === 'being-sent') return { kind: 'retry', delayMs: RETRY_WHILE_SENDING_MS };
    try {
      await this.transport.deliver({ ...rendered, mailId: job.mailId, to: job.to });
    } catch (error) {
      await this.claims.release(job.mailId);
      throw error;
    }
    await this.claims.markSent(job.mailId);
    this.logger.debug(`Sent ${job.template} mail ${job.mailId}`);
  }
}
