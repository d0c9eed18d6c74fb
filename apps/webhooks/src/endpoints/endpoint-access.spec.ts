import { DomainException } from '@deckmill/messaging';
import { EndpointAccess } from './endpoint-access';
import type { EndpointRepository } from './endpoint.repository';
import type { WebhookEndpoint } from './entities/webhook-endpoint.entity';
import type { TeamAdmins } from './team-admins';

const ADA = '00000000-0000-4000-8000-00000000000a';
const BOB = '00000000-0000-4000-8000-00000000000b';

function endpoint(id: string, owner: { user?: string; team?: number }): WebhookEndpoint {
  return {
    id,
    ownerUserId: owner.user ?? null,
    ownerTeamId: owner.team ?? null,
    endpoint: 'https://hooks.example.com/in',
    description: '',
    eventTypes: ['batch.completed'],
    secretCiphertext: 'sealed',
    createdAt: new Date(),
    disabledAt: null,
    idempotencyKey: null,
    idempotencyUserId: null,
    requestFingerprint: null,
    rotationKey: null,
    rotationUserId: null,
    rotatedAt: null,
  };
}

const stored = [endpoint('own', { user: ADA }), endpoint('team', { team: 7 })];
const endpoints = { findById: async (id: string) => stored.find((row) => row.id === id) ?? null };
/** Ada administers team 7; Bob is a plain member of it. */
const teams = { isAdmin: async (userId: string, teamId: number) => userId === ADA && teamId === 7 };
const access = new EndpointAccess(endpoints as unknown as EndpointRepository, teams as unknown as TeamAdmins);

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  return promise.then(
    () => undefined,
    (error: DomainException) => error.domainError.code,
  );
}

describe('EndpointAccess', () => {
  it("lets a user manage their own endpoints and a team admin the team's", async () => {
    expect((await access.managed(ADA, 'own')).id).toBe('own');
    expect((await access.managed(ADA, 'team')).id).toBe('team');
  });

  it("answers not found for another user's endpoint, a team's for a plain member, and a missing one", async () => {
    expect(await codeOf(access.managed(BOB, 'own'))).toBe('webhook_not_found');
    expect(await codeOf(access.managed(BOB, 'team'))).toBe('webhook_not_found');
    expect(await codeOf(access.managed(ADA, 'missing'))).toBe('webhook_not_found');
  });

  it('addresses the actor, or a team only for its admins', async () => {
    expect(await access.ownerFor(BOB, undefined)).toEqual({ kind: 'user', userId: BOB });
    expect(await access.ownerFor(ADA, 7)).toEqual({ kind: 'team', teamId: 7 });
    expect(await codeOf(access.ownerFor(BOB, 7))).toBe('team_not_found');
    expect(await codeOf(access.ownerFor(ADA, 8))).toBe('team_not_found');
  });
});
