import type { MessageBus, RpcClient } from '@deckmill/messaging';
import type { Clock } from '../../../shared';
import { ResumeBatchUseCase } from './resume-batch.use-case';

const OPERATOR = { actorId: '11111111-1111-4111-8111-111111111111', actorEmail: 'op@example.com' };
const BATCH = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Q1',
  ownerId: '22222222-2222-4222-8222-222222222222',
  templateTeamId: 5,
  status: 'processing',
  rowCount: 50,
  rowsDone: 20,
  rowsFailed: 1,
  resent: { chunks: 2, conversions: 0, finalizer: false },
};
const clock = { now: () => new Date('2026-11-23T05:00:00.000Z') } as Clock;

describe('ResumeBatchUseCase (admin)', () => {
  it('asks generation to resume, then announces who resumed what for the audit trail', async () => {
    const order: string[] = [];
    const rpc = {
      call: async (key: string, request: unknown) => {
        order.push(`${key} ${JSON.stringify(request)}`);
        return BATCH;
      },
    } as unknown as RpcClient;
    const published: unknown[] = [];
    const bus = {
      publishEvent: async (key: string, payload: unknown) => {
        order.push(key);
        published.push(payload);
      },
    } as unknown as MessageBus;

    const answer = await new ResumeBatchUseCase(rpc, bus, clock).execute({ ...OPERATOR, batchId: BATCH.id });

    expect(answer).toEqual(BATCH);
    expect(order).toEqual([
      `generation.admin-resume-batch {"batchId":"${BATCH.id}"}`,
      'operator.batch-resumed',
    ]);
    expect(published).toEqual([
      {
        operatorId: OPERATOR.actorId,
        operatorEmail: OPERATOR.actorEmail,
        batchId: BATCH.id,
        ownerId: BATCH.ownerId,
        templateTeamId: 5,
        name: 'Q1',
        resent: BATCH.resent,
        occurredAt: '2026-11-23T05:00:00.000Z',
      },
    ]);
  });

  it('records nothing when generation refuses (an unknown batch)', async () => {
    const rpc = {
      call: async () => {
        throw new Error('not found');
      },
    } as unknown as RpcClient;
    const publishEvent = jest.fn();
    const bus = { publishEvent } as unknown as MessageBus;
    await expect(
      new ResumeBatchUseCase(rpc, bus, clock).execute({ ...OPERATOR, batchId: BATCH.id }),
    ).rejects.toThrow('not found');
    expect(publishEvent).not.toHaveBeenCalled();
  });
});
