import { createTransport } from 'nodemailer';
import { startSmtpSink, type SmtpSink } from '../src/smtp-sink';

describe('startSmtpSink', () => {
  let sink: SmtpSink;
  beforeEach(async () => {
    sink = await startSmtpSink();
  });
  afterEach(() => sink.stop());

  function send(url: string, to: string, subject: string, text: string) {
    return createTransport(url).sendMail({ from: 'Deckmill <no-reply@deckmill.test>', to, subject, text });
  }

  it('receives and parses a message sent to its SMTP_URL', async () => {
    await send(sink.url, 'ann@example.com', 'Reset your password', 'Open http://localhost/reset?token=abc');

    const mail = await sink.waitForMail((m) => m.envelopeTo.includes('ann@example.com'));

    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('token=abc');
    expect(mail.envelopeFrom).toBe('no-reply@deckmill.test');
    expect(sink.messages).toHaveLength(1);
  });

  it('waits for a message that has not arrived yet', async () => {
    const waiting = sink.waitForMail((m) => m.subject === 'Later', 5000);
    await send(sink.url, 'bob@example.com', 'Sooner', 'first');
    await send(sink.url, 'bob@example.com', 'Later', 'second');

    await expect(waiting).resolves.toMatchObject({
      subject: 'Later',
      text: expect.stringContaining('second'),
    });
  });

  it('accepts senders that log in', async () => {
    const url = sink.url.replace('smtp://', 'smtp://user:secret@');
    await send(url, 'cy@example.com', 'With credentials', 'hi');

    await expect(sink.waitForMail((m) => m.subject === 'With credentials')).resolves.toBeDefined();
  });

  it('reports what did arrive when the wait times out', async () => {
    await send(sink.url, 'dee@example.com', 'Welcome', 'hi');

    await expect(sink.waitForMail((m) => m.subject === 'Invoice', 200)).rejects.toThrow(
      /No matching e-mail within 200 ms \(received: "Welcome" to dee@example.com\)/,
    );
  });

  it('forgets earlier messages on clear()', async () => {
    await send(sink.url, 'eve@example.com', 'Old', 'hi');
    sink.clear();

    expect(sink.messages).toHaveLength(0);
  });
});
