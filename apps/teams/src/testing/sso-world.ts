import { randomUUID } from 'node:crypto';
import { TEST_ROW_ENCRYPTION_KEYS } from '@deckmill/testing';
import { Clock, type TeamMessages } from '../shared';
import { SsoConfig, SsoDomain, type SsoPlan, SsoSecretBox } from '../sso';
import { Membership, Team } from '../teams';
import { InMemoryDataSource } from './in-memory-data-source';

export const NOW = new Date('2026-11-01T10:00:00.000Z');

/** One team (id 1, short_id `acmeteam01`) with an admin and a member, in memory, for the SSO use cases' specs. */
export function ssoWorld(options: { enterprise?: boolean } = {}) {
  const data = new InMemoryDataSource(new Map([[SsoConfig, 'teamId']]));
  // The partial unique index: a domain is verified for one team at most.
  data.unique(
    SsoDomain,
    (row, others) =>
      !row['verifiedAt'] || !others.some((other) => other['domain'] === row['domain'] && other['verifiedAt']),
  );
  const adminId = randomUUID();
  const memberId = randomUUID();
  data.seed(Team, [{ id: 1, shortId: 'acmeteam01', name: 'Acme', creatorId: adminId }]);
  data.seed(Membership, [
    { id: 1, teamId: 1, userId: adminId, role: 'admin' },
    { id: 2, teamId: 1, userId: memberId, role: 'member' },
  ]);
  const plan: SsoPlan = { allows: jest.fn().mockResolvedValue(options.enterprise ?? true) };
  const clock = new Clock();
  jest.spyOn(clock, 'now').mockReturnValue(NOW);
  const secrets = new SsoSecretBox({ secretKeys: TEST_ROW_ENCRYPTION_KEYS });
  return { data, dataSource: data.asDataSource(), adminId, memberId, plan, clock, secrets };
}

/** A TeamMessages that records what a use case publishes (its outbox in the SSO specs). */
export function recordingMessages() {
  const published: { key: string; payload: unknown }[] = [];
  const messages = {
    publish: jest.fn(
      async (_manager: unknown, key: string, payload: unknown) => void published.push({ key, payload }),
    ),
    flush: jest.fn(async () => undefined),
  };
  return { published, messages: messages as unknown as TeamMessages };
}
