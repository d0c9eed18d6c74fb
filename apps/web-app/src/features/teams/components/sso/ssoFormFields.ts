import type { FieldErrors } from '@deckmill/web-data';

/** The domains box: one per line (commas and spaces also split), lower-cased, each once. */
export function parseDomains(text: string): string[] {
  const domains = text
    .split(/[\s,;]+/)
    .map((domain) => domain.trim().toLowerCase())
    .filter((domain) => domain !== '');
  return [...new Set(domains)];
}

/**
 * The server keys a bad domain by its place in the list (`domains.2`: 'is not a valid domain name.'); the
 * form names it instead, and keeps list-wide messages (`domains`) as they are.
 */
export function domainErrors(errors: FieldErrors, sent: readonly string[]): string[] {
  const messages: string[] = [];
  for (const [key, list] of Object.entries(errors)) {
    if (key === 'domains') messages.push(...list);
    const index = /^domains\.(\d+)$/.exec(key)?.[1];
    if (index === undefined) continue;
    const domain = sent[Number(index)];
    messages.push(...list.map((message) => (domain ? `${domain} ${message}` : message)));
  }
  return messages;
}

/** The fields the form shows errors beside; any other error goes to the red box above it. */
export const SSO_FIELDS = ['issuer_url', 'client_id', 'client_secret', 'enforced'] as const;

export function hasFieldError(errors: FieldErrors, domainMessages: readonly string[]): boolean {
  return domainMessages.length > 0 || SSO_FIELDS.some((field) => (errors[field]?.length ?? 0) > 0);
}
