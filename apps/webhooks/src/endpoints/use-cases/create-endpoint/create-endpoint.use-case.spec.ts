import { MAX_WEBHOOK_ENDPOINTS } from '@deckmill/bus-contracts';
import { DomainException } from '@deckmill/messaging';
import { OutboundPolicy } from '@deckmill/outbound';
import type { Clock } from '../../../shared/clock';
import { SecretBox } from '../../../shared/secret-box';
import type { EndpointRepository, NewEndpoint } from '../../endpoint.repository';
import { CreateEndpointUseCase } from './create-endpoint.use-case';

const NOW = new Date('2026-11-22T15:00:00.000Z');
const secrets = new SecretBox({ secretKey: 'a-key-of-at-least-thirty-two-characters!' });

function setUp(withinLimit = true) {
  const inserted: NewEndpoint[] = [];
  const endpoints = {
    insertWithinLimit: jest.fn(async (row: NewEndpoint) => {
      inserted.push(row);
      return withinLimit;
    }),
  };
  const useCase = new CreateEndpointUseCase(
    endpoints as unknown as EndpointRepository,
    OutboundPolicy.strict(),
    secrets,
    { now: () => NOW } as Clock,
  );
  return { useCase, endpoints, inserted };
}

const command = {
  actorId: '00000000-0000-4000-8000-000000000001',
  endpoint: 'https://hooks.example.com/in',
  description: '  CRM  ',
  eventTypes: ['batch.failed' as const, 'batch.completed' as const, 'batch.failed' as const],
};

describe('CreateEndpointUseCase', () => {
  it('stores the secret only encrypted and answers it once', async () => {
    const { useCase, inserted, endpoints } = setUp();

    const created = await useCase.execute(command);

    expect(created.secret).toMatch(/^whsec_/);
    expect(created.webhook).toMatchObject({
      endpoint: 'https://hooks.example.com/in',
      description: 'CRM',
      eventTypes: ['batch.completed', 'batch.failed'],
      createdAt: NOW.toISOString(),
      disabledAt: null,
    });
    const [row] = inserted;
    expect(row?.secretCiphertext).not.toContain(created.secret);
    expect(secrets.open(row?.secretCiphertext ?? '')).toBe(created.secret);
    expect(endpoints.insertWithinLimit).toHaveBeenCalledWith(expect.anything(), MAX_WEBHOOK_ENDPOINTS);
  });

  it('refuses past the endpoint limit, and an empty event list', async () => {
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        (error: DomainException) => [
          error.domainError.kind,
          error.domainError.code,
          Object.keys(error.domainError.fields),
        ],
      );

    expect(await refusal(setUp(false).useCase.execute(command))).toEqual([
      'limit_reached',
      'webhook_limit_reached',
      ['endpoint'],
    ]);
    expect(await refusal(setUp().useCase.execute({ ...command, eventTypes: [] }))).toEqual([
      'invalid',
      'no_event_types',
      ['eventTypes'],
    ]);
  });
});
