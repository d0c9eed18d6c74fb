import { readFileSync } from 'node:fs';

/**
 * OUTBOUND_CA_FILE's certificates, for `extraCaCertificates`: the file's text as one entry (TLS takes a PEM
 * bundle of several certificates as it is); none when unset. The configuration checked the file at start.
 */
export function readCaBundle(file: string | undefined): string[] {
  return file ? [readFileSync(file, 'utf8')] : [];
}
