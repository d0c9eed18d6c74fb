import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import type { RenderedMail } from './render-mail';
import { MAIL_OPTIONS, type MailOptions } from '../mail.options';

export interface OutgoingMail extends RenderedMail {
  mailId: string;
  to: string;
  /** Where the recipient's answer goes (a row's deck mailed for a user). */
  replyTo?: string;
  /** Files streamed into the message as it is sent. */
  attachments?: { filename: string; content: Readable; contentType?: string }[];
}

/**
 * Delivers rendered mail where the platform says: an SMTP server (production, tests' sink), `.eml` files in
 * a directory with the link in the log (`npm start` needs no mail server), or the log alone.
 */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private smtp?: Transporter;

  constructor(@Inject(MAIL_OPTIONS) private readonly options: MailOptions) {}

  async deliver(mail: OutgoingMail): Promise<void> {
    const target = this.options.target;
    const message = {
      from: target.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: { 'X-Deckmill-Mail-Id': mail.mailId },
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      ...(mail.attachments ? { attachments: mail.attachments } : {}),
    };
    if (target.kind === 'smtp') {
      const nodemailer = await mailer();
      this.smtp ??= nodemailer.createTransport(target.url);
      await this.smtp.sendMail(message);
      return;
    }
    if (target.kind === 'directory') {
      const nodemailer = await mailer();
      const built = await nodemailer
        .createTransport({ streamTransport: true, buffer: true })
        .sendMail(message);
      // Mail holds sign-in and reset links: readable by the server's own user only.
      await mkdir(target.dir, { recursive: true, mode: 0o700 });
      await chmod(target.dir, 0o700);
      const file = path.join(target.dir, `${Date.now()}-${mail.mailId.replace(/[^A-Za-z0-9_-]/g, '_')}.eml`);
      await writeFile(file, built.message as Buffer, { mode: 0o600 });
      this.logger.log(`Mail "${mail.subject}" to ${mail.to} written to ${file}${linkNote(mail)}`);
      return;
    }
    this.logger.log(`Mail "${mail.subject}" to ${mail.to} (no SMTP_URL, not sent)${linkNote(mail)}`);
  }

  onApplicationShutdown(): void {
    this.smtp?.close();
  }
}

/** nodemailer is loaded with the first mail, not with the service: 2.5 MB of an idle embedded server's memory. */
async function mailer(): Promise<typeof import('nodemailer').default> {
  return (await import('nodemailer')).default;
}

function linkNote(mail: OutgoingMail): string {
  return mail.link ? `; link: ${mail.link}` : '';
}
