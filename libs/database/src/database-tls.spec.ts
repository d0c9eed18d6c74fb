import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectionOptions } from './data-source';
import { effectiveTls, explainTlsFailure, pgSslOption, withoutUrlTlsParameters } from './database-tls';

describe('PostgreSQL TLS options (DATABASE_SSL)', () => {
  it('builds node-postgres ssl for each mode', () => {
    expect(pgSslOption(undefined)).toBe(false);
    expect(pgSslOption({ mode: 'disable' })).toBe(false);
    expect(pgSslOption({ mode: 'require' })).toEqual({ rejectUnauthorized: false });
    expect(pgSslOption({ mode: 'verify-full' })).toEqual({ rejectUnauthorized: true });
  });

  it('reads the CA file for verify-full', () => {
    const dir = mkdtempSync(join(tmpdir(), 'deckmill-tls-'));
    try {
      const ca = join(dir, 'ca.pem');
      writeFileSync(ca, '-----BEGIN CERTIFICATE-----\nabc\n-----END CERTIFICATE-----\n');
      expect(pgSslOption({ mode: 'verify-full', caFile: ca })).toEqual({
        rejectUnauthorized: true,
        ca: '-----BEGIN CERTIFICATE-----\nabc\n-----END CERTIFICATE-----\n',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes TLS parameters out of the URL so they cannot override the setting', () => {
    expect(
      withoutUrlTlsParameters('postgres://u:p@db:5432/deckmill?sslmode=disable&application_name=x'),
    ).toBe('postgres://u:p@db:5432/deckmill?application_name=x');
    expect(
      connectionOptions({ kind: 'url', url: 'postgres://db/x?sslmode=disable', tls: { mode: 'require' } }),
    ).toMatchObject({ url: 'postgres://db/x', ssl: { rejectUnauthorized: false } });
    expect(connectionOptions({ kind: 'url', url: 'postgres://db/x?sslmode=disable' })).toMatchObject({
      url: 'postgres://db/x?sslmode=disable',
    });
  });

  it('names the setting when a TLS connection fails, and leaves other failures alone', () => {
    const failure = new Error('The server does not support SSL connections');

    expect(String(explainTlsFailure(failure, { mode: 'require' }))).toMatch(
      /DATABASE_SSL=require: The server does not support SSL connections/,
    );
    expect(explainTlsFailure(failure, { mode: 'disable' })).toBe(failure);
  });

  it('never connects in plaintext when the URL asks for TLS and DATABASE_SSL is left at disable', () => {
    expect(
      connectionOptions({ kind: 'url', url: 'postgres://db/x?sslmode=require', tls: { mode: 'disable' } }),
    ).toMatchObject({ url: 'postgres://db/x', ssl: { rejectUnauthorized: false } });
    expect(
      connectionOptions({ kind: 'url', url: 'postgres://db/x?ssl=true', tls: { mode: 'disable' } }),
    ).toMatchObject({ ssl: { rejectUnauthorized: false } });
    expect(
      effectiveTls('postgres://db/x?sslmode=verify-full&sslrootcert=/ca.pem', { mode: 'disable' }),
    ).toEqual({
      mode: 'verify-full',
      caFile: '/ca.pem',
    });
    // DATABASE_SSL is never lowered by the URL.
    expect(effectiveTls('postgres://db/x?sslmode=disable', { mode: 'verify-full' })).toEqual({
      mode: 'verify-full',
    });
    expect(effectiveTls('postgres://db/x', { mode: 'disable' })).toEqual({ mode: 'disable' });
    expect(() => effectiveTls('postgres://db/x?sslmode=bogus', { mode: 'disable' })).toThrow(/DATABASE_SSL/);
  });
});
