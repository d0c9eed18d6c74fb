import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { Repository } from 'typeorm';
import type { MailJob } from '@deckmill/contracts';
import { InjectRepository } from '@deckmill/database';
import { MESSAGE_BUS, type MessageBus, type Subscription } from '@deckmill/messaging';
import { PLATFORM_SETTINGS, type PlatformSettings } from '@deckmill/server-kit';
import { Clock } from '../shared/clock';
import { SentMail } from './entities/sent-mail.entity';
import { MailTransport } from './mail-transport';
import { renderMail } from './render-mail';

export const MAIL_SENDER_DURABLE = 'identity-mail-sender';

/**
 * The mail sender: consumes `mail.send` jobs from every service, renders the template and delivers it.
 * A mailId already sent is acknowledged without sending again (redeliveries, duplicate enqueues).
 */
@Injectable()
export class MailSender implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('MailSender');
  private subscription?: Subscription;

  constructor(
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    @Inject(PLATFORM_SETTINGS) private readonly settings: PlatformSettings,
    @InjectRepository(SentMail) private readonly sent: Repository<SentMail>,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.subscription = await this.bus.consumeJobs(
      'mail.send',
      { durable: MAIL_SENDER_DURABLE, concurrency: 4 },
      async (delivery) => {
        await this.send(delivery.data);
      },
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscription?.stop();
  }

  async send(job: MailJob): Promise<void> {
    if (await this.sent.existsBy({ mailId: job.mailId })) return;
    const rendered = renderMail(job, this.settings.appUrl);
    await this.transport.deliver({ ...rendered, mailId: job.mailId, to: job.to });
    await this.sent.upsert({ mailId: job.mailId, template: job.template, sentAt: this.clock.now() }, [
      'mailId',
    ]);
    this.logger.debug(`Sent ${job.template} mail ${job.mailId}`);
  }
}
