import { randomBytes } from 'node:crypto';
import { SsoDomainSchema, type TeamSsoState } from '@deckmill/bus-contracts';
import type { SsoConfig } from './entities/sso-config.entity';
import type { SsoDomain } from './entities/sso-domain.entity';

export const TXT_RECORD_PREFIX = '_deckmill-challenge';
export const TXT_VALUE_PREFIX = 'deckmill-verification=';

export function txtRecordName(domain: string): string {
  return `${TXT_RECORD_PREFIX}.${domain}`;
}

export function txtRecordValue(token: string): string {
  return `${TXT_VALUE_PREFIX}${token}`;
}

export function newVerificationToken(): string {
  return randomBytes(24).toString('base64url');
}

/** A domain as the contract spells it (trimmed, lower case), or null when it is not one. */
export function normalizeDomain(raw: string): string | null {
  const parsed = SsoDomainSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** The domain part of an e-mail address, lower case; null without one. */
export function emailDomain(email: string): string | null {
  const at = email.trim().lastIndexOf('@');
  return at < 1 ? null : normalizeDomain(email.trim().slice(at + 1));
}

/** Domains anyone can get an address on: no team may claim them (their users are not the team's people). */
const PUBLIC_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.de',
  'web.de',
  'mail.ru',
  'yandex.ru',
  'qq.com',
  '163.com',
]);

export function isPublicMailDomain(domain: string): boolean {
  return PUBLIC_MAIL_DOMAINS.has(domain);
}

/** The outbox fact of one verification (a domain can be verified again after it was removed and re-added). */
export function domainVerifiedFact(shortId: string, domainId: number, method: string, at: Date): string {
  return `${shortId}:sso-domain:${domainId}:${method}:${at.getTime()}`;
}

export function presentSso(
  config: SsoConfig | null,
  domains: readonly SsoDomain[],
  planAllows: boolean,
): TeamSsoState {
  return {
    configured: config !== null,
    planAllows,
    issuer: config?.issuerUrl ?? null,
    clientId: config?.clientId ?? null,
    hasClientSecret: config !== null && config.clientSecret !== '',
    enforced: config?.enforced ?? false,
    domains: [...domains]
      .sort((a, b) => a.domain.localeCompare(b.domain))
      .map((d) => ({
        domain: d.domain,
        verifiedBy: d.verifiedBy,
        txtRecordName: txtRecordName(d.domain),
        txtRecordValue: txtRecordValue(d.verificationToken),
      })),
    updatedAt: config?.updatedAt.toISOString() ?? null,
  };
}
