import type { ActivityEntry } from '@deckmill/bus-contracts';
import type { EndpointOwner, EndpointRepository, WebhookEndpoint } from '../../../endpoints';
import type { OutgoingEvent } from '../../public-event';
import type { EventDispatch } from '../../event-dispatch';
import { StreamAuditEntryUseCase } from './stream-audit-entry.use-case';

function entryOn(chain: string): ActivityEntry {
  return {
    id: '6f1d2c3b-0000-4000-8000-000000000001',
    chain,
    seq: 1,
    action: 'template.downloaded',
    actor: { kind: 'user', userId: null, email: null, apiKeyId: null },
    target: { type: 'template', id: '7', label: 'Quarterly' },
    userId: null,
    teamId: null,
    origin: { ip: null, userAgent: null, requestId: null },
    details: {},
    occurredAt: '2026-11-22T15:00:00.000Z',
    recordedAt: '2026-11-22T15:00:00.000Z',
    hash: 'h',
  };
}

describe('StreamAuditEntryUseCase', () => {
  const asked: Array<{ owner: EndpointOwner; eventType: string }> = [];
  const delivered: OutgoingEvent[] = [];
  const endpoint = { id: 'endpoint-1' } as WebhookEndpoint;
  const endpoints = {
    ownedSubscribers: async (owner: EndpointOwner, eventType: string) => {
      asked.push({ owner, eventType });
      return [endpoint];
    },
  } as unknown as EndpointRepository;
  const dispatch = {
    dispatch: async (subscribers: readonly WebhookEndpoint[], event: OutgoingEvent) => {
      delivered.push(event);
      return subscribers.length;
    },
  } as unknown as EventDispatch;
  const useCase = new StreamAuditEntryUseCase(endpoints, dispatch);

  beforeEach(() => {
    asked.length = 0;
    delivered.length = 0;
  });

  it("asks only the team's audit.* endpoints for a team chain", async () => {
    await expect(useCase.execute(entryOn('team:9'))).resolves.toBe(1);
    expect(asked).toEqual([{ owner: { kind: 'team', teamId: 9 }, eventType: 'audit.*' }]);
    expect(delivered.map((event) => event.eventType)).toEqual(['audit.template.downloaded']);
  });

  it('delivers nothing for a chain that names no tenant', async () => {
    await expect(useCase.execute(entryOn('global'))).resolves.toBe(0);
    expect(asked).toEqual([]);
    expect(delivered).toEqual([]);
  });
});
