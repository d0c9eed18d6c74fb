import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { MailJob } from '@deckmill/bus-contracts';
import { quoteIdent, serviceSchema } from '@deckmill/database';
import { MESSAGE_BUS, type MessageBus } from '@deckmill/messaging';
import { startTestStack, type TestStack } from '@deckmill/server-harness';
import { MailSender } from '../src/delivery/mail.events';
import { MailCreateSentMails1795349794411 } from '../src/migrations/MailCreateSentMails1795349794411';

describe('the mail service alone over real PostgreSQL, NATS and SMTP', () => {
  let stack: TestStack;
  let dataSource: DataSource;
  const claims = `${quoteIdent(serviceSchema('mail'))}."sent_mails"`;

  beforeAll(async () => {
    stack = await startTestStack({ targets: ['mail'], s3: false });
    if (!stack.dataSource) throw new Error('the mail service keeps its claims in a database');
    dataSource = stack.dataSource;
  });

  afterAll(async () => {
    await stack.stop();
  });

  function resetJob(to: string): MailJob {
    return {
      mailId: `reset-password:${randomUUID()}`,
      to,
      template: 'reset-password',
      variables: { name: 'Ada' },
      target: { page: 'reset-password', token: 'abc' },
    };
  }

  async function sentAt(mailId: string): Promise<Date | null | undefined> {
    const rows = (await dataSource.query(`SELECT "sent_at" FROM ${claims} WHERE "mail_id" = $1`, [
      mailId,
    ])) as { sent_at: Date | null }[];
    return rows[0]?.sent_at;
  }

  it('delivers a mail.send job that any service enqueues', async () => {
    const to = `ada-${randomUUID()}@example.com`;
    const job = resetJob(to);
    await stack.app.get<MessageBus>(MESSAGE_BUS).enqueueJob('mail.send', job);

    const mail = await stack.smtp.waitForMail((m) => m.envelopeTo.includes(to), 15_000);
    expect(mail.subject).toBe('Reset your password | Deckmill');
    expect(mail.text).toContain('http://localhost/users/password/edit?reset_password_token=abc');
    expect(mail.parsed.headers.get('x-deckmill-mail-id')).toBe(job.mailId);
  });

  it('still delivers a version 1 job (a site path in its variables) queued before the upgrade', async () => {
    const to = `ada-v1-${randomUUID()}@example.com`;
    const { target: _target, ...job } = resetJob(to);
    await stack.app.get<MessageBus>(MESSAGE_BUS).enqueueJob('mail.send.v1', {
      ...job,
      variables: { name: 'Ada', path: '/users/password/edit?reset_password_token=abc' },
    });

    const mail = await stack.smtp.waitForMail((m) => m.envelopeTo.includes(to), 15_000);
    expect(mail.text).toContain('http://localhost/users/password/edit?reset_password_token=abc');
  });

  it('sends a mailId once, however often its job is delivered', async () => {
    const to = `bob-${randomUUID()}@example.com`;
    const job = resetJob(to);
    const sender = stack.app.get(MailSender);

    await sender.send(job);
    await sender.send(job);

    expect(stack.smtp.messages.filter((m) => m.envelopeTo.includes(to))).toHaveLength(1);
    expect(await sentAt(job.mailId)).toBeInstanceOf(Date);
  });

  it("takes over identity's claims when it is installed, so a mail sent before the move is not sent again", async () => {
    const legacySchema = quoteIdent(serviceSchema('identity'));
    const legacy = `${legacySchema}."sent_mails"`;
    const job = resetJob(`carol-${randomUUID()}@example.com`);
    await dataSource.query(`CREATE SCHEMA IF NOT EXISTS ${legacySchema}`);
    await dataSource.query(`CREATE TABLE IF NOT EXISTS ${legacy} (
      "mail_id" text PRIMARY KEY, "template" text NOT NULL, "claimed_at" timestamptz NOT NULL, "sent_at" timestamptz)`);
    await dataSource.query(
      `INSERT INTO ${legacy} ("mail_id", "template", "claimed_at", "sent_at") VALUES ($1, $2, now(), now())`,
      [job.mailId, job.template],
    );
    const migration = new MailCreateSentMails1795349794411();
    const runner = dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
      await dataSource.query(`DELETE FROM ${legacy} WHERE "mail_id" = $1`, [job.mailId]);
    }

    expect(await sentAt(job.mailId)).toBeInstanceOf(Date);
    await stack.app.get(MailSender).send(job);
    expect(stack.smtp.messages.filter((m) => m.envelopeTo.includes(job.to))).toHaveLength(0);
  });
});
