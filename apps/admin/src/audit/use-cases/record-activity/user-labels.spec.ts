import type { MappedActivity } from '../../mapping/activity-mapping';
import { withUserLabels } from './user-labels';

const ADA = '0b9f3c1e-5d2a-4c1b-9e8f-1a2b3c4d5e6f';
const BOB = '7c6d5e4f-3a2b-4c1d-8e9f-0a1b2c3d4e5f';

function memberAdded(overrides: Partial<MappedActivity> = {}): MappedActivity {
  return {
    action: 'member.added',
    actor: { kind: 'user', userId: ADA, email: null, apiKeyId: null },
    target: { type: 'member', id: BOB, label: null },
    userId: BOB,
    teamId: 4,
    details: { role: 'member' },
    chain: 'team:4',
    occurredAt: '2026-11-23T05:00:00.000Z',
    origin: { ip: null, userAgent: null, requestId: null },
    chainOwnerId: null,
    ...overrides,
  };
}

const directory = (emails: Record<string, string>) => ({
  emails: async () => (id: string) => emails[id] ?? null,
});

describe('withUserLabels', () => {
  it('names the member and the actor known only by id with their e-mails', async () => {
    const labelled = await withUserLabels(
      memberAdded(),
      directory({ [ADA]: 'ada@x.test', [BOB]: 'bob@x.test' }),
    );
    expect(labelled.target).toEqual({ type: 'member', id: BOB, label: 'bob@x.test' });
    expect(labelled.actor.email).toBe('ada@x.test');
  });

  it('leaves labels the event already had, and asks nothing then', async () => {
    const asked = jest.fn();
    const activity = memberAdded({
      actor: { kind: 'user', userId: ADA, email: 'ada@x.test', apiKeyId: null },
      target: { type: 'member', id: BOB, label: 'bob@x.test' },
    });
    expect(await withUserLabels(activity, { emails: asked })).toBe(activity);
    expect(asked).not.toHaveBeenCalled();
  });

  it('records without labels when identity cannot answer', async () => {
    const failing = { emails: async () => Promise.reject(new Error('timeout')) };
    const labelled = await withUserLabels(memberAdded(), failing);
    expect(labelled.target.label).toBeNull();
  });
});
