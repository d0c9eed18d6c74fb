import type { DeadLetter } from '../ports';

/** Headers a dead letter carries besides the original message's own. */
export const DeadLetterHeaders = {
  reason: 'x-dead-letter-reason',
  consumer: 'x-dead-letter-consumer',
  deliveryCount: 'x-dead-letter-delivery-count',
  subject: 'x-dead-letter-subject',
} as const;

const OWN_HEADERS = new Set<string>(Object.values(DeadLetterHeaders));

export interface DeadLetterFacts {
  readonly subject: string;
  readonly consumer: string;
  readonly reason: string;
  readonly deliveryCount: number;
}

/** The headers of a dead letter: the original ones plus why, where and after how many deliveries. */
export function deadLetterHeaders(
  original: Readonly<Record<string, string>>,
  facts: DeadLetterFacts,
): Record<string, string> {
  return {
    ...original,
    [DeadLetterHeaders.reason]: facts.reason,
    [DeadLetterHeaders.consumer]: facts.consumer,
    [DeadLetterHeaders.deliveryCount]: String(facts.deliveryCount),
    [DeadLetterHeaders.subject]: facts.subject,
  };
}

/** Reads a stored dead letter back; the raw payload is kept as text when it was not even JSON. */
export function toDeadLetter(headers: Readonly<Record<string, string>>, payload: string): DeadLetter {
  return {
    subject: headers[DeadLetterHeaders.subject] ?? '',
    consumer: headers[DeadLetterHeaders.consumer] ?? '',
    reason: headers[DeadLetterHeaders.reason] ?? '',
    deliveryCount: Number(headers[DeadLetterHeaders.deliveryCount] ?? 0),
    data: parseJson(payload),
    headers: Object.fromEntries(Object.entries(headers).filter(([name]) => !OWN_HEADERS.has(name))),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
