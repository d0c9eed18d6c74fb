/**
 * Set on a message an operator redrove from the dead-letter stream: the durable consumer that gave up on it.
 * Only that consumer runs its handler; every other subscriber of the subject (an event fans out) acks it
 * unseen, having handled the original already.
 */
export const REDRIVE_FOR_HEADER = 'x-deckmill-redrive-for';

export function redrivenForAnother(headers: Readonly<Record<string, string>>, durable: string): boolean {
  const target = headers[REDRIVE_FOR_HEADER];
  return target !== undefined && target !== durable;
}
