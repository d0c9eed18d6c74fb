import type { Clock } from '../../../shared';
import type { DeliveryQueue } from '../../delivery-queue';
import type { DeliveryRepository } from '../../delivery.repository';
import { PublishDueAttemptsUseCase } from './publish-due-attempts.use-case';

const NOW = new Date('2026-11-22T15:00:00.000Z');

function setUp(due: { deliveryId: string; attempt: number }[]) {
  const deliveries = { claimDue: jest.fn().mockResolvedValue(due) };
  const queue = { enqueue: jest.fn().mockResolvedValue(undefined) };
  const useCase = new PublishDueAttemptsUseCase(
    deliveries as unknown as DeliveryRepository,
    queue as unknown as DeliveryQueue,
    { now: () => NOW } as Clock,
    {
      secretKey: 'unused',
      outboundAllowHosts: undefined,
      retrySweepPerEndpoint: 3,
      redispatchAfterMs: 60_000,
    },
  );
  return { useCase, deliveries, queue };
}

describe('PublishDueAttemptsUseCase', () => {
  it('claims due deliveries with the per-endpoint share and publishes one job per attempt', async () => {
    const { useCase, deliveries, queue } = setUp([
      { deliveryId: 'd1', attempt: 1 },
      { deliveryId: 'd2', attempt: 4 },
    ]);

    await expect(useCase.execute()).resolves.toBe(2);

    expect(deliveries.claimDue).toHaveBeenCalledWith(NOW, new Date(NOW.getTime() + 60_000), {
      perEndpoint: 3,
      limit: 500,
    });
    expect(queue.enqueue.mock.calls).toEqual([
      ['d1', 1],
      ['d2', 4],
    ]);
  });

  it('publishes nothing when nothing is due', async () => {
    const { useCase, queue } = setUp([]);

    await expect(useCase.execute()).resolves.toBe(0);
    expect(queue.enqueue).not.toHaveBeenCalled();
  });
});
