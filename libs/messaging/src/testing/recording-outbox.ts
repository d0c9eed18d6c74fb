import type { EntityManager } from 'typeorm';
import type { OutboxMessage } from '../outbox/outbox-message';
import type { OutboxRelay } from '../outbox/outbox-relay';
import type { OutboxWriter } from '../outbox/outbox-writer';

/**
 * For unit specs of a service's messages class: a writer that records what is staged (and throws if it is
 * staged anywhere but `transaction`, the caller's transaction), and a relay whose `flush` is a mock.
 */
export function recordingOutbox(transaction: EntityManager) {
  const staged: OutboxMessage[] = [];
  const writer = {
    stage: async (manager: EntityManager, message: OutboxMessage) => {
      if (manager !== transaction) throw new Error('staged outside the caller’s transaction');
      staged.push(message);
    },
  };
  const flush = jest.fn().mockResolvedValue(undefined);
  return {
    staged,
    writer: writer as unknown as OutboxWriter,
    relay: { flush } as unknown as OutboxRelay,
    flush,
  };
}
