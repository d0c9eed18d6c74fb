import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { MailJob } from '@deckmill/contracts';
import { MESSAGE_BUS, type MessageBus, type Settlement, type Subscription } from '@deckmill/messaging';
import { MailClaims } from './mail-claims';
import { MailTransport } from './mail-transport';
import { renderMail, type RenderedMail } from './render-mail';
import { IDENTITY_OPTIONS, type IdentityOptions } from '../identity.options';

export const MAIL_SENDER_DURABLE = 'identity-mail-sender';
const RETRY_WHILE_SENDING_MS = 10_000;
/**
 * An SMTP outage must not dead-letter mail within a minute (the bus default): retry within seconds first, then
 * doubling to hourly, for about a day (32 redeliveries, the last one 24.3 h after the first delivery).
 */
const MAIL_BACKOFF_MS = [
  5_000, 15_000, 30_000, 60_000, 120_000, 300_000, 600_000, 1_200_000, 2_400_000, 3_600_000,
];
const MAIL_MAX_DELIVER = 33;

/**
 * The mail sender: consumes `mail.send` jobs from every service, renders the template and delivers it.
 * A mailId already sent is acknowledged without sending again (redeliveries, duplicate enqueues); a failed
 * delivery gives its claim back and throws, so the bus retries it with backoff.
 */
@Injectable()
export class MailSender implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('MailSender');
  private subscription?: Subscription;

  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(IDENTITY_OPTIONS) private readonly options: IdentityOptions,
    private readonly claims: MailClaims,
    private readonly transport: MailTransport,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.subscription = await this.bus.consumeJobs(
      'mail.send',
      {
        durable: MAIL_SENDER_DURABLE,
        concurrency: 4,
        maxDeliver: MAIL_MAX_DELIVER,
        backoffMs: MAIL_BACKOFF_MS,
      },
      (delivery) => this.send(delivery.data),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscription?.stop();
  }

  /** Sends a job's mail unless this mailId was sent already; retried later while another delivery sends it. */
  async send(job: MailJob): Promise<Settlement | void> {
    let rendered: RenderedMail;
    try {
      rendered = renderMail(job, this.options.appUrl);
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
