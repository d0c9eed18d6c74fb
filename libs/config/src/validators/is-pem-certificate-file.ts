import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ValidateBy, type ValidationOptions } from 'class-validator';

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/** The certificates of a PEM bundle; empty when it holds none or one does not parse. */
function certificatesIn(pem: string): X509Certificate[] {
  const blocks = pem.match(PEM_CERTIFICATE) ?? [];
  try {
    return blocks.map((block) => new X509Certificate(block));
  } catch {
    return [];
  }
}

/** A readable file holding one or more PEM certificates, each of which parses (checked once, at start). */
export function isPemCertificateFile(value: unknown): boolean {
  if (typeof value !== 'string' || value === '') return false;
  try {
    return certificatesIn(readFileSync(value, 'utf8')).length > 0;
  } catch {
    return false;
  }
}

export function IsPemCertificateFile(validationOptions?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isPemCertificateFile',
      validator: {
        validate: isPemCertificateFile,
        defaultMessage: () => 'must be a readable file of PEM certificates (-----BEGIN CERTIFICATE-----)',
      },
    },
    validationOptions,
  );
}
