import type { MessageBus, RpcClient } from '@deckmill/messaging';
import type { Clock } from '../../../shared';
import { CancelBatchUseCase } from './cancel-batch.use-case';

const OPERATOR = { actorId: '11111111-1111-4111-8111-111111111111', actorEmail: 'op@example.com' };
const BATCH = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Q1',
  ownerId: '22222222-2222-4222-8222-222222222222',
  templateTeamId: null,
  status: 'cancelled',
  rowCount: 50,
  rowsDone: 20,
  rowsFailed: 1,
};
const clock = { now: () => new Date('2026-11-23T05:00:00.000Z') } as Clock;

describe('CancelBatchUseCase (admin)', () => {
  it("cancels through generation and records the operator's cancel once per batch", async () => {
    const rpc = { call: async () => ({ ...BATCH, cancelledNow: true }) } as unknown as RpcClient;
    const published: { key: string; payload: unknown; options: unknown }[] = [];
    const bus = {
      publishEvent: async (key: string, payload: unknown, options: unknown) =>
        void published.push({ key, payload, options }),
    } as unknown as MessageBus;

    expect(await new CancelBatchUseCase(rpc, bus, clock).execute({ ...OPERATOR, batchId: BATCH.id })).toEqual(
      {
        ...BATCH,
        cancelledNow: true,
      },
    );
    expect(published).toEqual([
      {
        key: 'operator.batch-cancelled',
        payload: {
          operatorId: OPERATOR.actorId,
          operatorEmail: OPERATOR.actorEmail,
          batchId: BATCH.id,
          ownerId: BATCH.ownerId,
          templateTeamId: null,
          name: 'Q1',
          rowCount: 50,
          rowsDone: 20,
          rowsFailed: 1,
          occurredAt: '2026-11-23T05:00:00.000Z',
        },
        // The same id for every cancel of this batch: the audit trail keeps one entry.
        options: { messageId: `operator-cancel:${BATCH.id}` },
      },
    ]);
  });

  it('records nothing when the batch was cancelled before (by its owner, or an earlier Cancel)', async () => {
    const rpc = { call: async () => ({ ...BATCH, cancelledNow: false }) } as unknown as RpcClient;
    const publishEvent = jest.fn();
    const bus = { publishEvent } as unknown as MessageBus;

    const answer = await new CancelBatchUseCase(rpc, bus, clock).execute({ ...OPERATOR, batchId: BATCH.id });

    expect(answer).toEqual({ ...BATCH, cancelledNow: false });
    expect(publishEvent).not.toHaveBeenCalled();
  });

  it('records the cancel, as before, when a generation of before the field cannot tell', async () => {
    const rpc = { call: async () => BATCH } as unknown as RpcClient;
    const publishEvent = jest.fn();
    const bus = { publishEvent } as unknown as MessageBus;

    const answer = await new CancelBatchUseCase(rpc, bus, clock).execute({ ...OPERATOR, batchId: BATCH.id });

    expect(answer.cancelledNow).toBe(true);
    expect(publishEvent).toHaveBeenCalledTimes(1);
  });
});
