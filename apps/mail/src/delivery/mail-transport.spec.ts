import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import type { MailOptions, MailTarget } from '../mail.options';
import { MailTransport } from './mail-transport';
import { renderMail } from './render-mail';

describe('MailTransport', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'deckmill-mail-'));
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    jest.restoreAllMocks();
  });

  function settings(target: MailTarget): MailOptions {
    return { appUrl: 'http://localhost:3000', target };
  }

  it('writes a multipart .eml into the mail directory and logs the link', async () => {
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const transport = new MailTransport(
      settings({ kind: 'directory', dir, from: 'Deckmill <no-reply@x.test>' }),
    );
    const rendered = renderMail(
      {
        template: 'confirm-email',
        variables: { name: 'Ada' },
        target: { page: 'confirm-email', token: 't1' },
      },
      'http://localhost:3000',
    );
    await transport.deliver({ ...rendered, mailId: 'confirm-email:1', to: 'ada@example.com' });

    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/confirm-email_1\.eml$/);
    const eml = readFileSync(path.join(dir, files[0] ?? ''), 'utf8');
    expect(eml).toMatch(/Content-Type: multipart\/alternative/);
    expect(eml).toMatch(/Content-Type: text\/plain/);
    expect(eml).toMatch(/Content-Type: text\/html/);
    expect(eml).toContain('To: ada@example.com');
    expect(log.mock.calls.flat().join(' ')).toContain(
      'http://localhost:3000/users/confirmation?confirmation_token=t1',
    );
  });

  it('keeps the mail to the server: the directory is 0700 and every .eml 0600', async () => {
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const mailDir = path.join(dir, 'mail');
    const transport = new MailTransport(settings({ kind: 'directory', dir: mailDir, from: 'x@x.test' }));
    const rendered = renderMail(
      {
        template: 'confirm-email',
        variables: { name: 'Ada' },
        target: { page: 'confirm-email', token: 't' },
      },
      'http://localhost:3000',
    );
    await transport.deliver({ ...rendered, mailId: 'confirm-email:2', to: 'ada@example.com' });

    expect(statSync(mailDir).mode & 0o777).toBe(0o700);
    const [file] = readdirSync(mailDir);
    expect(statSync(path.join(mailDir, file ?? '')).mode & 0o777).toBe(0o600);
  });

  it('only logs when there is neither SMTP nor a mail directory', async () => {
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    const transport = new MailTransport(settings({ kind: 'log', from: 'Deckmill <no-reply@x.test>' }));
    const rendered = renderMail(
      { template: 'reset-password', variables: {}, target: { page: 'reset-password', token: 'r' } },
      'http://localhost:3000',
    );
    await transport.deliver({ ...rendered, mailId: 'reset:1', to: 'ada@example.com' });
    expect(readdirSync(dir)).toHaveLength(0);
    expect(log.mock.calls.flat().join(' ')).toContain('http://localhost:3000/users/password/edit');
  });
});
