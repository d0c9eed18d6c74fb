import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** SMTP envelope, which also names Bcc recipients. */
  envelopeFrom: string | undefined;
  envelopeTo: string[];
  subject: string;
  text: string;
  html: string | undefined;
  /** Everything mailparser read: headers, attachments, ... */
  parsed: ParsedMail;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, the form SMTP_URL takes. */
  url: string;
  port: number;
  /** Every message received so far, oldest first. */
  readonly messages: readonly ReceivedMail[];
  /** Resolves with the first message (already received or still to come) that matches. */
  waitForMail(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  clear(): void;
  /** From now on, answers RCPT TO for this address with a permanent refusal (550 and the given text). */
  refuseRecipient(address: string, answer?: string): void;
  stop(): Promise<void>;
}

interface Waiter {
  predicate: (mail: ReceivedMail) => boolean;
  resolve: (mail: ReceivedMail) => void;
}

function addressText(address: AddressObject | AddressObject[] | undefined): string {
  if (!address) return '';
  return (Array.isArray(address) ? address : [address]).map((a) => a.text).join(', ');
}

function toReceivedMail(parsed: ParsedMail, from: string | undefined, to: string[]): ReceivedMail {
  return {
    envelopeFrom: from,
    envelopeTo: to,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: parsed.html === false ? undefined : parsed.html,
    parsed,
  };
}

/** Describes what did arrive, so a timed-out wait says more than "no mail". */
function summary(messages: readonly ReceivedMail[]): string {
  if (messages.length === 0) return 'no messages arrived';
  const lines = messages.map(
    (m) => `"${m.subject}" to ${m.envelopeTo.join(', ') || addressText(m.parsed.to)}`,
  );
  return `received: ${lines.join('; ')}`;
}

/** An SMTP server on a free port that accepts every message (any or no credentials) and keeps it, parsed. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  let waiters: Waiter[] = [];
  const refused = new Map<string, string>();

  const deliver = (mail: ReceivedMail) => {
    messages.push(mail);
    const matched = waiters.filter((waiter) => waiter.predicate(mail));
    waiters = waiters.filter((waiter) => !matched.includes(waiter));
    matched.forEach((waiter) => waiter.resolve(mail));
  };

  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'test' }),
    onRcptTo: (address, _session, callback) => {
      const answer = refused.get(address.address.toLowerCase());
      if (answer === undefined) return callback();
      return callback(Object.assign(new Error(answer), { responseCode: 550 }));
    },
    onData: (stream, session, callback) => {
      simpleParser(stream).then(
        (parsed) => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined;
          deliver(
            toReceivedMail(
              parsed,
              from,
              session.envelope.rcptTo.map((r) => r.address),
            ),
          );
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitForMail: (predicate, timeoutMs = 5000) => {
      const existing = messages.find(predicate);
      if (existing) return Promise.resolve(existing);
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          predicate,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== waiter);
          reject(new Error(`No matching e-mail within ${timeoutMs} ms (${summary(messages)})`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    clear: () => {
      messages.length = 0;
    },
    refuseRecipient: (address, answer = '5.1.1 Recipient address rejected: no such mailbox') => {
      refused.set(address.toLowerCase(), answer);
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
