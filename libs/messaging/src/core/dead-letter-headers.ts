/** Headers a dead letter carries besides the original message's own. */
export const DeadLetterHeaders = {
  reason: 'x-dead-letter-reason',
  consumer: 'x-dead-letter-consumer',
  deliveryCount: 'x-dead-letter-delivery-count',
  subject: 'x-dead-letter-subject',
} as const;

const OWN_HEADERS = new Set<string>(Object.values(DeadLetterHeaders));

/** The original message's headers, without the dead-letter bookkeeping. */
export function originalHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !OWN_HEADERS.has(name)));
}
