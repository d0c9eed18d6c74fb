import type { EndpointRepository } from '../../../endpoints';
import { type Clock, SecretBox } from '../../../shared';
import type { ClaimedDelivery, DeliveryRepository } from '../../delivery.repository';
import type { PostOutcome, WebhookSender } from '../../webhook-sender';
import { ATTEMPT_LEASE_MS, AttemptDeliveryUseCase } from './attempt-delivery.use-case';

const NOW = new Date('2026-11-22T15:00:00.000Z');
const secrets = new SecretBox({ secretKey: 'a-key-of-at-least-thirty-two-characters!' });
const claimed: ClaimedDelivery = {
  id: 'd1',
  endpointId: 'e1',
  eventId: 'evt_1',
  body: '{"id":"evt_1"}',
  attempt: 1,
};
const endpoint = { id: 'e1', endpoint: 'https://hooks.example.com/in', disabledAt: null as Date | null };

function setUp(options: { claim?: ClaimedDelivery | null; outcome?: PostOutcome }) {
  const deliveries = {
    claimAttempt: jest.fn().mockResolvedValue(options.claim === undefined ? claimed : options.claim),
    recordAttempt: jest.fn().mockResolvedValue(undefined),
    markFailed: jest.fn().mockResolvedValue(undefined),
  };
  const sealed = { ...endpoint, secretCiphertext: secrets.seal('whsec_test') };
  const endpoints = { findById: jest.fn().mockResolvedValue(sealed) };
  const sender = {
    post: jest.fn().mockResolvedValue(options.outcome ?? { delivered: true, statusCode: 200 }),
  };
  const clock = { now: () => NOW };
  const useCase = new AttemptDeliveryUseCase(
    deliveries as unknown as DeliveryRepository,
    endpoints as unknown as EndpointRepository,
    secrets,
    sender as unknown as WebhookSender,
    clock as Clock,
    { secretKey: 'unused', outboundAllowHosts: undefined, retryDelaysMs: [1_000, 5_000] },
  );
  return { useCase, deliveries, endpoints, sender };
}

describe('AttemptDeliveryUseCase', () => {
  it('posts the stored body with the decrypted secret, records a 2xx as delivered and acknowledges', async () => {
    const { useCase, deliveries, sender } = setUp({});

    await expect(useCase.execute({ deliveryId: 'd1', attempt: 1 })).resolves.toBeUndefined();

    expect(deliveries.claimAttempt).toHaveBeenCalledWith(
      'd1',
      1,
      NOW,
      new Date(NOW.getTime() + ATTEMPT_LEASE_MS),
    );
    expect(sender.post).toHaveBeenCalledWith({
      endpoint: endpoint.endpoint,
      secret: 'whsec_test',
      eventId: 'evt_1',
      body: '{"id":"evt_1"}',
      nowSeconds: NOW.getTime() / 1000,
    });
    expect(deliveries.recordAttempt).toHaveBeenCalledWith(
      { deliveryId: 'd1', attempt: 1, at: NOW, statusCode: 200, errorReason: null },
      { delivered: true, nextAttemptAt: null },
    );
  });

  it('logs a failed attempt, schedules the next one in the database and acknowledges the job', async () => {
    const { useCase, deliveries } = setUp({
      claim: { ...claimed, attempt: 2 },
      outcome: { delivered: false, statusCode: 500, reason: 'http_status' },
    });

    await expect(useCase.execute({ deliveryId: 'd1', attempt: 2 })).resolves.toBeUndefined();
    expect(deliveries.recordAttempt).toHaveBeenCalledWith(
      { deliveryId: 'd1', attempt: 2, at: NOW, statusCode: 500, errorReason: 'http_status' },
      { delivered: false, nextAttemptAt: new Date(NOW.getTime() + 5_000) },
    );
  });

  it('fails the delivery after the last attempt of the schedule, without another retry', async () => {
    const { useCase, deliveries } = setUp({
      claim: { ...claimed, attempt: 3 },
      outcome: { delivered: false, statusCode: null, reason: 'blocked_address' },
    });

    await expect(useCase.execute({ deliveryId: 'd1' })).resolves.toBeUndefined();
    expect(deliveries.recordAttempt).toHaveBeenCalledWith(
      expect.objectContaining({ attempt: 3, errorReason: 'blocked_address' }),
      { delivered: false, nextAttemptAt: null },
    );
  });

  it('does nothing for a job whose attempt was made, is not due, or whose delivery is finished or gone', async () => {
    const { useCase, deliveries, endpoints, sender } = setUp({ claim: null });

    await expect(useCase.execute({ deliveryId: 'd1', attempt: 2 })).resolves.toBeUndefined();
    expect(deliveries.claimAttempt).toHaveBeenCalledWith('d1', 2, NOW, expect.any(Date));
    expect(endpoints.findById).not.toHaveBeenCalled();
    expect(sender.post).not.toHaveBeenCalled();
    expect(deliveries.recordAttempt).not.toHaveBeenCalled();
  });

  it('lets a database error through, so the bus retries the job', async () => {
    const { useCase, deliveries } = setUp({});
    deliveries.claimAttempt.mockRejectedValue(new Error('connection refused'));

    await expect(useCase.execute({ deliveryId: 'd1', attempt: 1 })).rejects.toThrow('connection refused');
  });

  it('ends a delivery to a disabled endpoint without calling it', async () => {
    const { useCase, deliveries, endpoints, sender } = setUp({});
    endpoints.findById.mockResolvedValue({ ...endpoint, disabledAt: NOW, secretCiphertext: 'x' });

    await expect(useCase.execute({ deliveryId: 'd1' })).resolves.toBeUndefined();
    expect(sender.post).not.toHaveBeenCalled();
    expect(deliveries.markFailed).toHaveBeenCalledWith('d1', 'endpoint_disabled', NOW);
  });

  it('fails, without retrying, a delivery whose secret the current key cannot read', async () => {
    const { useCase, deliveries, endpoints, sender } = setUp({});
    const otherKey = new SecretBox({ secretKey: 'another-key-of-at-least-thirty-two-chars' });
    endpoints.findById.mockResolvedValue({ ...endpoint, secretCiphertext: otherKey.seal('whsec_old') });

    await expect(useCase.execute({ deliveryId: 'd1' })).resolves.toBeUndefined();
    expect(sender.post).not.toHaveBeenCalled();
    expect(deliveries.markFailed).toHaveBeenCalledWith('d1', 'secret_unreadable', NOW);
  });
});
