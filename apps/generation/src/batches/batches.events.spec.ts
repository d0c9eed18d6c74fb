import type { EventPayload } from '@deckmill/bus-contracts';
import type { ConsumerOptions, Handler, MessageBus, Subscription } from '@deckmill/messaging';
import { DAY_OF_RETRIES } from '../shared/retry-schedule';
import { BatchesEvents } from './batches.events';
import type { DeleteUserBatchesUseCase } from './use-cases/delete-user-batches/delete-user-batches.use-case';

const USER_ID = '00000000-0000-4000-8000-000000000001';

describe('BatchesEvents (user.deleted)', () => {
  it('retries for a day and extends the ack deadline while the account’s batches are deleted', async () => {
    let subscribed: { options: ConsumerOptions; handler: Handler<EventPayload<'user.deleted'>> } | undefined;
    const bus = {
      subscribeEvent: async (
        _key: 'user.deleted',
        options: ConsumerOptions,
        handler: Handler<EventPayload<'user.deleted'>>,
      ): Promise<Subscription> => {
        subscribed = { options, handler };
        return { stop: async () => undefined };
      },
    } as unknown as MessageBus;
    const deletedFor: string[] = [];
    const useCase = {
      execute: async (userId: string, working: () => void) => {
        deletedFor.push(userId);
        working(); // one batch
        working(); // another
        return 2;
      },
    } as unknown as DeleteUserBatchesUseCase;

    await new BatchesEvents(bus, useCase).onApplicationBootstrap();
    if (!subscribed) throw new Error('user.deleted was not subscribed');
    expect(subscribed.options).toMatchObject({
      durable: 'generation-user-deleted',
      maxDeliver: DAY_OF_RETRIES.maxDeliver,
      backoffMs: [...DAY_OF_RETRIES.backoffMs],
    });

    let working = 0;
    await subscribed.handler(
      {
        data: { userId: USER_ID, occurredAt: '2026-11-21T10:00:00.000Z' },
        subject: 'deckmill.evt.user.deleted.v1',
        deliveryCount: 1,
        headers: {},
      },
      { working: () => (working += 1) },
    );
    expect(deletedFor).toEqual([USER_ID]);
    expect(working).toBe(2);
  });
});
