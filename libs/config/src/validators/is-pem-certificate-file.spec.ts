import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isPemCertificateFile } from './is-pem-certificate-file';

describe('isPemCertificateFile (OUTBOUND_CA_FILE)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'deckmill-ca-file-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function file(name: string, text: string): string {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  }

  it('accepts a bundle of PEM certificates made by openssl', () => {
    const certificate = (cn: string) =>
      execFileSync('openssl', [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        `/CN=${cn}`,
        '-keyout',
        join(dir, `${cn}.key`),
      ]).toString('utf8');
    expect(isPemCertificateFile(file('one.pem', certificate('one')))).toBe(true);
    expect(isPemCertificateFile(file('two.pem', certificate('a') + certificate('b')))).toBe(true);
  });

  it('refuses a missing file, an empty one, a key, and a damaged certificate', () => {
    expect(isPemCertificateFile(join(dir, 'missing.pem'))).toBe(false);
    expect(isPemCertificateFile(file('empty.pem', ''))).toBe(false);
    expect(
      isPemCertificateFile(file('key.pem', '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n')),
    ).toBe(false);
    expect(
      isPemCertificateFile(
        file('bad.pem', '-----BEGIN CERTIFICATE-----\nnot base64\n-----END CERTIFICATE-----\n'),
      ),
    ).toBe(false);
    expect(isPemCertificateFile('')).toBe(false);
  });
});
