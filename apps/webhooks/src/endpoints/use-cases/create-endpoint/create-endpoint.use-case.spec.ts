import { MAX_WEBHOOK_ENDPOINTS } from '@deckmill/bus-contracts';
import { DomainException } from '@deckmill/messaging';
import { OutboundPolicy } from '@deckmill/outbound';
import { type Clock, SecretBox } from '../../../shared';
import { EndpointAccess } from '../../endpoint-access';
import { EndpointUrlRules } from '../../endpoint-url-rules';
import type { EndpointRepository, NewEndpoint } from '../../endpoint.repository';
import type { TeamAdmins } from '../../team-admins';
import { CreateEndpointUseCase } from './create-endpoint.use-case';

const NOW = new Date('2026-11-22T15:00:00.000Z');
const secrets = new SecretBox({ secretKey: 'a-key-of-at-least-thirty-two-characters!' });

const ADMIN_OF_TEAM_7 = '00000000-0000-4000-8000-000000000001';
/** DNS as the test arranges it: hooks.example.com is public, intranet.example.com internal. */
const dns: Record<string, string> = {
  'hooks.example.com': '93.184.216.34',
  'intranet.example.com': '10.0.0.5',
};

function setUp(withinLimit = true) {
  const inserted: NewEndpoint[] = [];
  const endpoints = {
    insertWithinLimit: jest.fn(async (row: NewEndpoint) => {
      inserted.push(row);
      return withinLimit;
    }),
  };
  const teams = {
    isAdmin: async (userId: string, teamId: number) => userId === ADMIN_OF_TEAM_7 && teamId === 7,
  };
  const repository = endpoints as unknown as EndpointRepository;
  const urls = new EndpointUrlRules(OutboundPolicy.strict(), {
    secretKey: 'unused',
    outboundAllowHosts: undefined,
    resolveHost: async (name) => {
      const address = dns[name];
      if (!address) throw new Error(`ENOTFOUND ${name}`);
      return [{ address, family: 4 }];
    },
  });
  const useCase = new CreateEndpointUseCase(
    repository,
    new EndpointAccess(repository, teams as TeamAdmins),
    urls,
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

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: DomainException) => [
      error.domainError.kind,
      error.domainError.code,
      Object.keys(error.domainError.fields),
    ],
  );

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

  it("registers a team's endpoint for its admin, and answers a plain member or stranger not found", async () => {
    const { useCase, inserted } = setUp();

    const created = await useCase.execute({ ...command, teamId: 7 });

    expect(created.webhook.teamId).toBe(7);
    expect(inserted[0]?.owner).toEqual({ kind: 'team', teamId: 7 });
    const member = { ...command, actorId: '00000000-0000-4000-8000-000000000002', teamId: 7 };
    expect(await refusal(useCase.execute(member))).toEqual(['not_found', 'team_not_found', []]);
    expect(await refusal(useCase.execute({ ...command, teamId: 8 }))).toEqual([
      'not_found',
      'team_not_found',
      [],
    ]);
    expect(inserted).toHaveLength(1);
  });

  it('refuses a URL whose host is or resolves to an internal address, and accepts one not resolvable yet', async () => {
    const { useCase, inserted } = setUp();
    const internal = [
      'https://intranet.example.com/in',
      'https://127.0.0.1/in',
      'https://[::1]/in',
      'https://[::ffff:10.1.2.3]/in',
      'https://169.254.169.254/latest',
      'https://0x7f.1/in',
    ];

    for (const endpoint of internal) {
      expect(await refusal(useCase.execute({ ...command, endpoint }))).toEqual([
        'invalid',
        'endpoint_not_public',
        ['endpoint'],
      ]);
    }
    expect(inserted).toHaveLength(0);
    await useCase.execute({ ...command, endpoint: 'https://not-yet.example.com/in' });
    expect(inserted.map((row) => row.endpoint)).toEqual(['https://not-yet.example.com/in']);
  });
});
