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

/**
 * The message id a dead letter's message was first published with, kept on the letter and on its redrive (which
 * is published under an id of its own, as the original's may still be within the dedupe window): handlers
 * that dedupe on the message id (the audit trail) see the redriven message as the one they may already have.
 */
export const ORIGINAL_MESSAGE_ID_HEADER = 'x-deckmill-original-message-id';
